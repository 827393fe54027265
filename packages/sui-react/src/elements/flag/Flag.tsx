// Flag: a server component (no hooks, no state).
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { FlagName } from './names.js';

export interface FlagProps {
  /**
   * Names the flag for screen readers (usually the country's name): it is then an image
   * (`role="img"`). Without it the flag is decorative and hidden from them (`aria-hidden`).
   */
  'aria-label'?: string;
  /** Extra classes. */
  className?: string;
  /** The country: its two-letter code (`fr`), its name (`france`) or an alias the kit knows (`uk`). */
  name: FlagName;
  /** The flag's size (the default is the size of the text around it). */
  size?: 'small' | 'medium' | 'large' | 'big' | 'huge' | 'massive';
}

/** Flag's variation props and the classes they give (variations.test.ts checks them against flag.css). */
export const FLAG_VARIATIONS = {
  name: 'value',
  size: 'value',
} as const satisfies VariationTable;

/**
 * A country's flag. Decorative unless it has an `aria-label`.
 */
export const Flag = forwardRef<HTMLElement, FlagProps & { as?: 'i' }>(function Flag(
  { as: As = 'i', className, ...props },
  ref,
) {
  const [classes, rest] = variations('Flag', FLAG_VARIATIONS, props);
  const label = rest['aria-label'];
  return (
    <As
      aria-hidden={label == null ? true : undefined}
      role={label == null ? undefined : 'img'}
      {...rest}
      ref={ref}
      className={cx(classes, 'flag', className)}
    />
  );
}) as unknown as Polymorphic<'i', FlagProps>;

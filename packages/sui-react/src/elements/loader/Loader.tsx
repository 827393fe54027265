// Loader: a server component (no hooks, no state).
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Color, Content, Size } from '../../internal/vocabulary.js';

export interface LoaderProps {
  /** Shows the loader (inside an active Dimmer it shows without it). */
  active?: boolean;
  /**
   * Names what is loading for assistive technology. Without it (and without content) the loader is
   * named "Loading".
   */
  'aria-label'?: string;
  /** Text under the spinner (it gives the `text` class). Screen readers read it as the status. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The spinner's colour. */
  color?: Color | 'primary' | 'secondary';
  /** Shorthand for `children`. */
  content?: Content;
  /** Hides the loader. */
  disabled?: boolean;
  /** A spinner that grows and shrinks as it turns. */
  elastic?: boolean;
  /** Spins the other way: how long the task takes is unknown. */
  indeterminate?: boolean;
  /** Sits in the line of text instead of over the content (`centered`: on a line of its own, centred). */
  inline?: boolean | 'centered';
  /** Light colours for dark backgrounds. */
  inverted?: boolean;
  /** The loader's size (`medium`, the default look, has no rule of its own in the kit). */
  size?: Size;
  /** Spins slower or faster. */
  speed?: 'slow' | 'fast';
}

/** Loader's variation props and the classes they give (variations.test.ts checks them against loader.css). */
export const LOADER_VARIATIONS = {
  color: 'value',
  size: 'value',
  speed: 'value',
  active: 'key',
  disabled: 'key',
  elastic: 'key',
  indeterminate: 'key',
  inverted: 'key',
  inline: 'keyOrValueKey',
} as const satisfies VariationTable;

/**
 * A spinner that tells people to wait. It is a `status` region, named "Loading" unless its content
 * or `aria-label` says more.
 */
export const Loader = forwardRef<HTMLDivElement, LoaderProps & { as?: 'div' }>(function Loader(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Loader', LOADER_VARIATIONS, props);
  const text = !!(children || content);
  return (
    <As
      role="status"
      aria-label={text ? undefined : 'Loading'}
      {...rest}
      ref={ref}
      className={cx('ui', classes, text && 'text', 'loader', className)}
    >
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', LoaderProps>;

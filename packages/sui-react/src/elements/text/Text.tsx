// Text: a server component (no hooks, no state). Fomantic UI only (text.css): Semantic UI React has
// no Text.
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Color, Content, Size } from '../../internal/vocabulary.js';

export interface TextProps {
  /** The text. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** The text's colour (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** Lighter colours, for a dark background. */
  inverted?: boolean;
  /** The text's size, relative to the text around it. */
  size?: Size;
  /** Fades the text out. */
  disabled?: boolean;
  /** The colour of an error. Colour alone tells nothing to some readers: say it in words too. */
  error?: boolean;
  /** The colour of a piece of information. */
  info?: boolean;
  /** The colour of a success. */
  success?: boolean;
  /** The colour of a warning. */
  warning?: boolean;
  /** Extra classes. */
  className?: string;
}

/** Text's variation props and the classes they give (variations.test.ts checks them against text.css). */
export const TEXT_VARIATIONS = {
  color: 'value',
  size: 'value',
  inverted: 'key',
  disabled: 'key',
  error: 'key',
  info: 'key',
  success: 'key',
  warning: 'key',
} as const satisfies VariationTable;

/**
 * A run of text in a colour or size of the kit (a `span`: the kit styles `span.ui.text` only).
 */
export const Text = forwardRef<HTMLElement, TextProps & { as?: ElementType }>(function Text(
  { as: As = 'span', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Text', TEXT_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'text', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'span', TextProps>;

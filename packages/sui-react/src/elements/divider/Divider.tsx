// Divider: a server component (no hooks, no state).
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content } from '../../internal/vocabulary.js';

export interface DividerProps {
  /**
   * Text (or an icon) drawn in the line. A divider without content is a `separator` for assistive
   * technology (vertical with `aria-orientation`); one with content is plain text.
   */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Clears the floated content above it. */
  clearing?: boolean;
  /** Shorthand for `children`. */
  content?: Content;
  /** Removes the space above and below the line. */
  fitted?: boolean;
  /** Keeps the space but draws no line (decorative: no `separator` role). */
  hidden?: boolean;
  /** Draws the line on both sides of its content, across the width. */
  horizontal?: boolean;
  /** A light line for dark backgrounds. */
  inverted?: boolean;
  /** More space above and below, between sections. */
  section?: boolean;
  /** The size of the divider's text. */
  size?: 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';
  /** With `horizontal`, puts the content at the left or right instead of the centre. */
  textAlign?: 'left' | 'right';
  /** A vertical line between two columns (usually with content, such as "or"). */
  vertical?: boolean;
}

/** Divider's variation props and the classes they give (variations.test.ts checks them against divider.css). */
export const DIVIDER_VARIATIONS = {
  size: 'value',
  clearing: 'key',
  fitted: 'key',
  hidden: 'key',
  horizontal: 'key',
  inverted: 'key',
  section: 'key',
  vertical: 'key',
  textAlign: 'align',
} as const satisfies VariationTable;

/**
 * A line between groups of content, with or without text in it.
 */
export const Divider = forwardRef<HTMLDivElement, DividerProps & { as?: 'div' }>(function Divider(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Divider', DIVIDER_VARIATIONS, props);
  const body = children ?? content;
  const separator = body == null && !props.hidden;
  return (
    <As
      role={separator ? 'separator' : undefined}
      aria-orientation={separator && props.vertical ? 'vertical' : undefined}
      {...rest}
      ref={ref}
      className={cx('ui', classes, 'divider', className)}
    >
      {body}
    </As>
  );
}) as unknown as Polymorphic<'div', DividerProps>;

// Reveal and Reveal.Content: server components (no hooks, no state).
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content, Size } from '../../internal/vocabulary.js';

/**
 * How a reveal shows its hidden content: the visible content fades, moves (left unless another
 * side is named), rotates (to the right unless `left`), or slides with the hidden content.
 * `small fade` is Semantic UI React's name for a fade at the small size.
 */
export type RevealAnimation =
  | 'fade'
  | 'small fade'
  | 'move'
  | 'move right'
  | 'move up'
  | 'move down'
  | 'rotate'
  | 'rotate left'
  | 'rotate right'
  | 'slide'
  | 'slide right'
  | 'slide up'
  | 'slide down';

export interface RevealProps {
  /** How the hidden content is shown. */
  animated?: RevealAnimation;
  /** Shows the hidden content, without hover or focus. */
  active?: boolean;
  /** Keeps the visible content in place: nothing is revealed. */
  disabled?: boolean;
  /** Starts the animation at once, with no delay. */
  instant?: boolean;
  /** Lets the content show outside the reveal's box (the kit's `visible` reveal). */
  visible?: boolean;
  /** The size of the reveal's text. */
  size?: Exclude<Size, 'medium'>;
  /**
   * Where the reveal sits in the tab order: it takes focus (`0`) unless it is `active` or
   * `disabled`, so that keyboard users can reveal it as pointer users do by hovering (with
   * `sui-react/a11y.css`). Give `-1` when a link or button inside it takes focus instead.
   */
  tabIndex?: number;
  /** The two contents: a `Reveal.Content` with `visible`, then one with `hidden`. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** Reveal's variation props and the classes they give (variations.test.ts checks them against reveal.css). */
export const REVEAL_VARIATIONS = {
  animated: 'value',
  size: 'value',
  active: 'key',
  disabled: 'key',
  instant: 'key',
  visible: 'key',
} as const satisfies VariationTable;

/**
 * Content that hides other content until the pointer is over it (or, for the keyboard, until it
 * has focus): the first `Reveal.Content` (`visible`) covers the second (`hidden`).
 */
export const Reveal = forwardRef<HTMLElement, RevealProps & { as?: ElementType }>(function Reveal(
  { as: As = 'div', className, children, content, tabIndex, ...props },
  ref,
) {
  const [classes, rest] = variations('Reveal', REVEAL_VARIATIONS, props);
  if (Number.isNaN(tabIndex)) badProp('Reveal', 'tabIndex', DEV && 'a whole number', tabIndex);
  return (
    <As
      className={cx('ui', classes, 'reveal', className)}
      {...rest}
      ref={ref}
      tabIndex={tabIndex ?? (props.active || props.disabled ? undefined : 0)}
    >
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', RevealProps> & { Content: typeof RevealContent };

export interface RevealContentProps {
  /** The content shown first, which covers the other. */
  visible?: boolean;
  /** The content shown on hover or focus. */
  hidden?: boolean;
  /** The content. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const REVEAL_CONTENT_VARIATIONS = { visible: 'key', hidden: 'key' } as const satisfies VariationTable;

/** One of a reveal's two contents. */
export const RevealContent = forwardRef<HTMLElement, RevealContentProps & { as?: ElementType }>(
  function RevealContent({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Reveal.Content', REVEAL_CONTENT_VARIATIONS, props);
    return (
      <As className={cx('ui', classes, 'content', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', RevealContentProps>;

Reveal.Content = RevealContent;

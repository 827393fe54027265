// Segment, Segment.Group and Segment.Inline: server components (no hooks, no state).
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Color, Content, Floated } from '../../internal/vocabulary.js';

/** A segment's or a segment group's size (`medium` is the default look). */
export type SegmentSize = 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';

/** How far a scrolling segment reaches before it scrolls. */
export type SegmentScrolling = boolean | 'very short' | 'short' | 'long' | 'very long';

export interface SegmentProps {
  /** Attaches the segment to the content above (`bottom`), below (`top`), both (`true`) or beside it. */
  attached?: boolean | 'top' | 'bottom' | 'left' | 'right';
  /** Removes the border, the shadow and the padding's frame. */
  basic?: boolean;
  /** The segment's content. */
  children?: ReactNode;
  /** Makes the segment a circle (give it equal width and height). */
  circular?: boolean;
  /** Extra classes. */
  className?: string;
  /** Makes the segment grow to hold its floated content. */
  clearing?: boolean;
  /** Colours the segment's top border (the whole segment with `inverted`). */
  color?: Color;
  /** Makes the segment only as wide as its content. */
  compact?: boolean;
  /** Shorthand for `children`. */
  content?: Content;
  /** Greys the segment's content out. */
  disabled?: boolean;
  /** Removes the padding, or only the padding at the sides (`horizontally`) or above and below (`vertically`). */
  fitted?: boolean | 'horizontally' | 'vertically';
  /** Floats the segment to a side. */
  floated?: Floated;
  /** Dark background, light text. */
  inverted?: boolean;
  /** Covers the content with a spinner and tells assistive technology the segment is busy (`aria-busy`). */
  loading?: boolean;
  /** More padding (`very` for even more). */
  padded?: boolean | 'very';
  /** Reserves space for content not shown yet (a dashed frame around a call to action). */
  placeholder?: boolean;
  /** Looks like a pile of sheets. */
  piled?: boolean;
  /** The most prominent emphasis (its look only differs with `inverted`). */
  primary?: boolean;
  /** Raises the segment above the page with a shadow. */
  raised?: boolean;
  /** Lets people resize a scrolling segment by its corner. */
  resizable?: boolean;
  /** Caps the segment's height and scrolls its content: `true` for the default height, or a shorter or longer one. */
  scrolling?: SegmentScrolling;
  /** Removes the border between attached segments. */
  seamless?: boolean;
  /** Less emphasis: a light grey background. */
  secondary?: boolean;
  /** The size of the segment's text and padding. */
  size?: SegmentSize;
  /** Looks like a stack of sheets (`tall` for a taller stack). */
  stacked?: boolean | 'tall';
  /** Even less emphasis: a darker grey background. */
  tertiary?: boolean;
  /** Aligns the segment's text. */
  textAlign?: 'left' | 'center' | 'right';
  /** A segment in a vertical run of segments: no frame, a line between them. */
  vertical?: boolean;
}

/** Segment's variation props and the classes they give (variations.test.ts checks them against segment.css). */
export const SEGMENT_VARIATIONS = {
  color: 'value',
  size: 'value',
  basic: 'key',
  circular: 'key',
  clearing: 'key',
  compact: 'key',
  disabled: 'key',
  inverted: 'key',
  loading: 'key',
  placeholder: 'key',
  piled: 'key',
  primary: 'key',
  raised: 'key',
  resizable: 'key',
  seamless: 'key',
  secondary: 'key',
  tertiary: 'key',
  vertical: 'key',
  attached: 'keyOrValueKey',
  fitted: 'keyOrValueKey',
  padded: 'keyOrValueKey',
  scrolling: 'keyOrValueKey',
  stacked: 'keyOrValueKey',
  floated: 'valueKey',
  textAlign: 'align',
} as const satisfies VariationTable;

/**
 * A group of related content in a frame. A `loading` segment is `aria-busy`.
 */
export const Segment = forwardRef<HTMLDivElement, SegmentProps & { as?: 'div' }>(function Segment(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Segment', SEGMENT_VARIATIONS, props);
  return (
    <As
      aria-busy={props.loading ? true : undefined}
      {...rest}
      ref={ref}
      className={cx('ui', classes, 'segment', className)}
    >
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', SegmentProps> & {
  Group: typeof SegmentGroup;
  Inline: typeof SegmentInline;
};

export interface SegmentGroupProps {
  /** No frame around the group, and none between its segments. */
  basic?: boolean;
  /** The segments. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Makes the group only as wide as its content. */
  compact?: boolean;
  /** Shorthand for `children`. */
  content?: Content;
  /** Greys the whole group out. */
  disabled?: boolean;
  /** With `horizontal`, gives every segment the same width. */
  equalWidth?: boolean;
  /** Puts the segments side by side. */
  horizontal?: boolean;
  /** Dark background, light text. */
  inverted?: boolean;
  /** Covers the group with a spinner and tells assistive technology it is busy (`aria-busy`). */
  loading?: boolean;
  /** Looks like a pile of sheets. */
  piled?: boolean;
  /** Raises the group above the page with a shadow. */
  raised?: boolean;
  /** The size of the segments' text and padding. */
  size?: SegmentSize;
  /** With `horizontal`, stacks the segments on a phone's screen. */
  stackable?: boolean;
  /** Looks like a stack of sheets (`tall` for a taller stack). */
  stacked?: boolean | 'tall';
  /** With `horizontal`, lets the segments wrap onto more lines. */
  wrapping?: boolean;
}

/** Segment.Group's variation props (variations.test.ts checks them against segment.css). */
export const SEGMENT_GROUP_VARIATIONS = {
  size: 'value',
  basic: 'key',
  compact: 'key',
  disabled: 'key',
  equalWidth: 'key',
  horizontal: 'key',
  inverted: 'key',
  loading: 'key',
  piled: 'key',
  raised: 'key',
  stackable: 'key',
  wrapping: 'key',
  stacked: 'keyOrValueKey',
} as const satisfies VariationTable;

/** Segments drawn together, one under the other or side by side. */
export const SegmentGroup = forwardRef<HTMLDivElement, SegmentGroupProps & { as?: 'div' }>(
  function SegmentGroup({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Segment.Group', SEGMENT_GROUP_VARIATIONS, props);
    return (
      <As
        aria-busy={props.loading ? true : undefined}
        {...rest}
        ref={ref}
        className={cx('ui', classes, 'segments', className)}
      >
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', SegmentGroupProps>;

export interface SegmentInlineProps {
  /** What sits on one line in a placeholder segment (usually buttons). */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

/** Content of a placeholder segment laid out on one line. */
export const SegmentInline = forwardRef<HTMLDivElement, SegmentInlineProps & { as?: 'div' }>(
  function SegmentInline({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('inline', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', SegmentInlineProps>;

Segment.Group = SegmentGroup;
Segment.Inline = SegmentInline;

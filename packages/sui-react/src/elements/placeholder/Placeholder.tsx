// Placeholder and its parts (Header, Line, Paragraph, Image): server components (no hooks, no state).
// A placeholder stands for content that is still loading: it is hidden from assistive technology
// (aria-hidden), which should learn about the loading from the region that waits (aria-busy) or a
// status message instead.
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content } from '../../internal/vocabulary.js';

export interface PlaceholderProps {
  /** The placeholder's parts: `Placeholder.Header`, `.Paragraph`, `.Line`, `.Image`. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Takes the whole width of its container instead of a reading width. */
  fluid?: boolean;
  /** Light shapes, for a dark background. */
  inverted?: boolean;
  /**
   * Hides the placeholder from assistive technology, which it only stands in front of: tell the
   * waiting with `aria-busy` on the region or a status message. Pass `false` to expose it.
   * @default true
   */
  'aria-hidden'?: boolean | 'true' | 'false';
  /** Extra classes. */
  className?: string;
}

/** Placeholder's variation props and the classes they give (variations.test.ts checks them against placeholder.css). */
export const PLACEHOLDER_VARIATIONS = {
  fluid: 'key',
  inverted: 'key',
} as const satisfies VariationTable;

/**
 * Grey shapes that stand for content while it loads. Hidden from assistive technology.
 */
export const Placeholder = forwardRef<HTMLElement, PlaceholderProps & { as?: ElementType }>(
  function Placeholder({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Placeholder', PLACEHOLDER_VARIATIONS, props);
    return (
      <As aria-hidden {...rest} ref={ref} className={cx('ui', classes, 'placeholder', className)}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', PlaceholderProps> & {
  Header: typeof PlaceholderHeader;
  Line: typeof PlaceholderLine;
  Paragraph: typeof PlaceholderParagraph;
  Image: typeof PlaceholderImage;
};

export interface PlaceholderHeaderProps {
  /** The header's lines (`Placeholder.Line`). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Draws a square image shape before the lines, like an avatar. */
  image?: boolean;
  /** Extra classes. */
  className?: string;
}

export const PLACEHOLDER_HEADER_VARIATIONS = { image: 'key' } as const satisfies VariationTable;

/** Lines that stand for a heading, with an image shape before them if asked. */
export const PlaceholderHeader = forwardRef<HTMLElement, PlaceholderHeaderProps & { as?: ElementType }>(
  function PlaceholderHeader({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Placeholder.Header', PLACEHOLDER_HEADER_VARIATIONS, props);
    return (
      <As className={cx(classes, 'header', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', PlaceholderHeaderProps>;

/** How long a placeholder line is drawn. */
export type PlaceholderLineLength = 'full' | 'very long' | 'long' | 'medium' | 'short' | 'very short';

export interface PlaceholderLineProps {
  /** How long the line is drawn (by default the kit varies the lengths of the first five lines). */
  length?: PlaceholderLineLength;
  /** Extra classes. */
  className?: string;
}

export const PLACEHOLDER_LINE_VARIATIONS = { length: 'value' } as const satisfies VariationTable;

/** One line of text that is still loading. */
export const PlaceholderLine = forwardRef<HTMLElement, PlaceholderLineProps & { as?: ElementType }>(
  function PlaceholderLine({ as: As = 'div', className, ...props }, ref) {
    const [classes, rest] = variations('Placeholder.Line', PLACEHOLDER_LINE_VARIATIONS, props);
    return <As className={cx('line', classes, className)} {...rest} ref={ref} />;
  },
) as unknown as Polymorphic<'div', PlaceholderLineProps>;

export interface PlaceholderParagraphProps {
  /** The paragraph's lines (`Placeholder.Line`). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** Lines that stand for a paragraph, set apart from the parts before it. */
export const PlaceholderParagraph = forwardRef<HTMLElement, PlaceholderParagraphProps & { as?: ElementType }>(
  function PlaceholderParagraph({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('paragraph', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', PlaceholderParagraphProps>;

export interface PlaceholderImageProps {
  /** A square shape (as wide as it is high). */
  square?: boolean;
  /** A rectangle, wider than it is high. */
  rectangular?: boolean;
  /** Extra classes. */
  className?: string;
}

export const PLACEHOLDER_IMAGE_VARIATIONS = {
  square: 'key',
  rectangular: 'key',
} as const satisfies VariationTable;

/** A shape that stands for a picture; without `square` or `rectangular` it is a low band. */
export const PlaceholderImage = forwardRef<HTMLElement, PlaceholderImageProps & { as?: ElementType }>(
  function PlaceholderImage({ as: As = 'div', className, ...props }, ref) {
    const [classes, rest] = variations('Placeholder.Image', PLACEHOLDER_IMAGE_VARIATIONS, props);
    return <As className={cx(classes, 'image', className)} {...rest} ref={ref} />;
  },
) as unknown as Polymorphic<'div', PlaceholderImageProps>;

Placeholder.Header = PlaceholderHeader;
Placeholder.Line = PlaceholderLine;
Placeholder.Paragraph = PlaceholderParagraph;
Placeholder.Image = PlaceholderImage;

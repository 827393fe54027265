// Image and Image.Group: server components (no hooks, no state).
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, type Shorthand } from '../../internal/shorthand.js';
import type { Content, Floated, Size, VerticalAlign } from '../../internal/vocabulary.js';
import { Label, type LabelProps } from '../label/Label.js';

/** What a static dimmer over an image takes (`dimmer={{ active: true, content: 'Sold' }}`). */
export interface ImageDimmerProps {
  /** Shows the dimmer. */
  active?: boolean;
  /** A light dimmer instead of a dark one. */
  inverted?: boolean;
  /** What the dimmer shows, centred. */
  content?: Content;
  /** Same as `content`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
}

export interface ImageProps {
  /** The picture's address. */
  src?: string;
  /**
   * What the picture shows, for people who cannot see it; `alt=""` marks a decorative picture. An
   * image with neither (nor `aria-label`) is reported in development.
   */
  alt?: string;
  /** Other sizes of the picture, for the browser to choose from. */
  srcSet?: string;
  /** The widths the picture is drawn at, for `srcSet`. */
  sizes?: string;
  /** The picture's width, in pixels. */
  width?: number | string;
  /** The picture's height, in pixels. */
  height?: number | string;
  /** `lazy` loads the picture only when it nears the viewport. */
  loading?: 'eager' | 'lazy';
  /** Makes the image a link: it renders an `a` holding the picture. */
  href?: string;
  /** Gives the image the kit's `ui` class (turn it off for an image inside another component). @default true */
  ui?: boolean;
  /** Wraps the picture in a `div.ui.image` (the kit's other markup for an image). */
  wrapped?: boolean;
  /** A label over the image (the image is then wrapped). */
  label?: Shorthand<LabelProps>;
  /**
   * A dimmer over the image (the image is then wrapped): an element, such as a `Dimmer` from
   * `sui-react/dimmer`, or the content and props of a static one.
   */
  dimmer?: Shorthand<ImageDimmerProps>;
  /** Content instead of the picture (the image is then a `div`). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** A small round picture that sits in a line of text. */
  avatar?: boolean;
  /** A border, for pictures on a white or transparent ground. */
  bordered?: boolean;
  /** Centres the image in its container. */
  centered?: boolean;
  /** A round picture. */
  circular?: boolean;
  /** Greys the image out. */
  disabled?: boolean;
  /** Floats the image to the left or right of the text around it. */
  floated?: Floated;
  /** Takes the width of its container. */
  fluid?: boolean;
  /** Hides the image. */
  hidden?: boolean;
  /** Shows the image inline. */
  inline?: boolean;
  /** Rounded corners. */
  rounded?: boolean;
  /** The image's size. */
  size?: Size;
  /** Space on both sides of an inline image, or on one side. */
  spaced?: boolean | 'left' | 'right';
  /** How the image lines up with the text beside it. */
  verticalAlign?: VerticalAlign;
  /** Extra classes. */
  className?: string;
}

/** Image's variation props and the classes they give (variations.test.ts checks them against image.css). */
export const IMAGE_VARIATIONS = {
  size: 'value',
  avatar: 'key',
  bordered: 'key',
  circular: 'key',
  centered: 'key',
  disabled: 'key',
  fluid: 'key',
  hidden: 'key',
  inline: 'key',
  rounded: 'key',
  spaced: 'keyOrValueKey',
  floated: 'valueKey',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** The props that belong to the picture itself when the image is wrapped. */
const PICTURE = /^(alt|src|srcSet|sizes|width|height|loading|role|aria-.*)$/;

/** A static dimmer: the shorthand's default part. */
function ImageDimmer({ active, inverted, content, children, className, ...rest }: ImageDimmerProps) {
  const inner = children ?? content;
  return (
    <div
      className={cx('ui', active && 'active transition visible', inverted && 'inverted', 'dimmer', className)}
      {...rest}
    >
      {inner != null && <div className="content">{inner}</div>}
    </div>
  );
}

// The alt check runs in development only, behind `process.env.NODE_ENV !== 'production'` rather
// than the imported `DEV` (as Button's name check, for the reason written there): so `checkAlt`
// leaves a production bundle (library-size.test.ts checks that no warning text stays in one).
declare const process: { env: { NODE_ENV?: string } };

/** Development only: a picture with no text alternative is an accessibility error. */
function checkAlt(picture: Record<string, unknown>) {
  if (
    picture.alt == null &&
    picture['aria-label'] == null &&
    picture['aria-labelledby'] == null &&
    picture.role !== 'presentation' &&
    picture.role !== 'none'
  )
    console.error(
      `sui-react: Image has no alt text (src ${String(picture.src)}). Describe the picture with alt="…", or mark it decorative with alt="".`,
    );
}

/**
 * A picture: an `img`, or a `div` (an `a` with `href`) holding it with a label or a dimmer, or other
 * content in the picture's place.
 */
export const Image = forwardRef<HTMLElement, ImageProps & { as?: ElementType }>(function Image(all, ref) {
  const { as, className, children, content, dimmer, label, wrapped, href, ui = true, ...props } = all;
  const [classes, rest] = variations('Image', IMAGE_VARIATIONS, props);
  // A NaN size has no attribute text (React would warn); an empty src would fetch the page again.
  for (const size of ['width', 'height'] as const)
    if (typeof rest[size] === 'number' && Number.isNaN(rest[size]))
      badProp('Image', size, DEV && 'a number of pixels or a length', rest[size]);
  if (rest.src === '') rest.src = undefined;
  const cls = cx(ui && 'ui', classes, 'image', className);
  const inner = children ?? content;
  const As = (as ??
    (href
      ? 'a'
      : inner != null || dimmer != null || label != null || wrapped
        ? 'div'
        : 'img')) as ElementType;
  if (As === 'img') {
    if (process.env.NODE_ENV !== 'production') checkAlt(rest);
    return <img className={cls} {...rest} ref={ref as never} />;
  }
  const root: Record<string, unknown> = {};
  const picture: Record<string, unknown> = {};
  for (const key in rest) (PICTURE.test(key) ? picture : root)[key] = rest[key];
  if (inner != null)
    return (
      <As className={cls} {...root} ref={ref} href={href}>
        {inner}
      </As>
    );
  if (process.env.NODE_ENV !== 'production') checkAlt(picture);
  return (
    <As className={cls} {...root} ref={ref} href={href}>
      {shorthand(ImageDimmer, toContent, dimmer)}
      {shorthand(Label, toContent, label)}
      <img {...picture} />
    </As>
  );
}) as unknown as Polymorphic<'img', ImageProps> & { Group: typeof ImageGroup };

export interface ImageGroupProps {
  /** The size of every image in the group. */
  size?: Size;
  /** Draws every image as an avatar. */
  avatar?: boolean;
  /** Borders every image. */
  bordered?: boolean;
  /** Centres the images in their container. */
  centered?: boolean;
  /** Makes every image round. */
  circular?: boolean;
  /** Greys the group out. */
  disabled?: boolean;
  /** Floats the group to the left or right of the text around it. */
  floated?: Floated;
  /** The images take the width of the container. */
  fluid?: boolean;
  /** Hides the group. */
  hidden?: boolean;
  /** Rounds the corners of every image. */
  rounded?: boolean;
  /** How the images line up with each other. */
  verticalAlign?: VerticalAlign;
  /** The images. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const IMAGE_GROUP_VARIATIONS = {
  size: 'value',
  avatar: 'key',
  bordered: 'key',
  centered: 'key',
  circular: 'key',
  disabled: 'key',
  fluid: 'key',
  hidden: 'key',
  rounded: 'key',
  floated: 'valueKey',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** Images shown together, all at the same size and look. */
export const ImageGroup = forwardRef<HTMLElement, ImageGroupProps & { as?: ElementType }>(function ImageGroup(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Image.Group', IMAGE_GROUP_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'images', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', ImageGroupProps>;

Image.Group = ImageGroup;

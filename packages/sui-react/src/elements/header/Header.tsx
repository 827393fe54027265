// Header, Header.Content and Header.Subheader: server components (no hooks, no state).
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, toName, toSrc, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Floated, Size, TextAlign } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../icon/Icon.js';
import type { IconName } from '../icon/names.js';
import { Image, type ImageProps } from '../image/Image.js';

export interface HeaderProps {
  /** Attaches the header to the content below (`top`), above (`bottom`) or both (`true`), such as a segment. */
  attached?: boolean | 'top' | 'bottom';
  /** Draws the header in a grey block. */
  block?: boolean;
  /** The header's content. When given, `content`, `icon`, `image` and `subheader` are not drawn. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The header's colour (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** Shorthand for the main text (beside an `icon` or `image` it goes in a `Header.Content`). */
  content?: Content;
  /** Greys the header out. */
  disabled?: boolean;
  /** Draws a line under the header, dividing it from the content below. */
  dividing?: boolean;
  /** Removes the header's padding. */
  fitted?: boolean;
  /** Floats the header to a side of the content around it. */
  floated?: Floated;
  /**
   * An icon before the text: its name, an `Icon` element or its props. `true` makes an icon header
   * instead (a large icon above the text, as a child), with the `icon` class. The icon is
   * decorative: the header's text names it.
   */
  icon?: boolean | IconName | ReactElement | IconProps | null;
  /**
   * A picture before the text: its address, an `Image` element or its props (decorative,
   * `alt=""`, unless they give an `alt`). `true` gives the `image` class.
   */
  image?: boolean | string | ReactElement | ImageProps | null;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /**
   * The header's size, relative to the text around it (`as` sets the heading level; `medium`, the
   * default look, has no rule of its own in the kit).
   */
  size?: Size;
  /** A small, upper-case header that labels the content after it. */
  sub?: boolean;
  /** A line of smaller text under the main text: shorthand for `Header.Subheader`. */
  subheader?: Shorthand<HeaderSubheaderProps>;
  /** Aligns the header's text. */
  textAlign?: TextAlign;
}

/** Header's variation props and the classes they give (variations.test.ts checks them against header.css). */
export const HEADER_VARIATIONS = {
  color: 'value',
  size: 'value',
  block: 'key',
  disabled: 'key',
  dividing: 'key',
  fitted: 'key',
  inverted: 'key',
  sub: 'key',
  attached: 'keyOrValueKey',
  floated: 'valueKey',
  textAlign: 'align',
} as const satisfies VariationTable;

/**
 * A short title for the content after it. It is a `div` unless `as` makes it a heading (`as="h2"`).
 */
export const Header = forwardRef<HTMLDivElement, HeaderProps & { as?: 'div' }>(function Header(
  { as: As = 'div', className, children, content, icon, image, subheader, ...props },
  ref,
) {
  const [classes, rest] = variations('Header', HEADER_VARIATIONS, props);
  let body: ReactNode = children;
  if (children == null) {
    const sub = shorthand(HeaderSubheader, toContent, subheader);
    const before =
      shorthand<IconProps>(Icon, toName, icon) || shorthand<ImageProps>(Image, toSrc, image, { alt: '' });
    body = before ? (
      <>
        {before}
        {content || sub ? (
          <HeaderContent>
            {content}
            {sub}
          </HeaderContent>
        ) : null}
      </>
    ) : (
      <>
        {content}
        {sub}
      </>
    );
  }
  return (
    <As
      className={cx('ui', classes, icon === true && 'icon', image === true && 'image', 'header', className)}
      {...rest}
      ref={ref}
    >
      {body}
    </As>
  );
}) as unknown as Polymorphic<'div', HeaderProps> & {
  Content: typeof HeaderContent;
  Subheader: typeof HeaderSubheader;
};

export interface HeaderContentProps {
  /** The header's text (and its subheader) beside an icon or image. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

/** Holds a header's text next to its icon or image. */
export const HeaderContent = forwardRef<HTMLDivElement, HeaderContentProps & { as?: 'div' }>(
  function HeaderContent({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('content', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', HeaderContentProps>;

export interface HeaderSubheaderProps {
  /** The subheader's text. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

/** A line of smaller text under a header's main text. */
export const HeaderSubheader = forwardRef<HTMLDivElement, HeaderSubheaderProps & { as?: 'div' }>(
  function HeaderSubheader({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('sub header', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', HeaderSubheaderProps>;

Header.Content = HeaderContent;
Header.Subheader = HeaderSubheader;

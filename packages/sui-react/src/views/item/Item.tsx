// Item, Item.Group, Item.Image, Item.Content, Item.Header, Item.Meta, Item.Description and
// Item.Extra: server components (no hooks, no state).
//
// A group of items is a list of things, so Item.Group reads as one (role="list", each item
// role="listitem") when it can: when every child is an Item drawn as a `div` with no role of its
// own. An item that is a link or a button (`as="a"`), or any other child, would lose its own
// role or break the list's, so such a group keeps no role; `role` on the group turns this off.
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { part } from '../../internal/part.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Content, Size, VerticalAlign } from '../../internal/vocabulary.js';
import { Image, type ImageProps } from '../../elements/image/Image.js';

/** The props of Item.Header, Item.Meta, Item.Description and Item.Extra. */
export interface ItemPartProps {
  /** The part's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

export type ItemHeaderProps = ItemPartProps;
export type ItemMetaProps = ItemPartProps;
export type ItemDescriptionProps = ItemPartProps;
export type ItemExtraProps = ItemPartProps;

/**
 * Item.Image takes Image's props: it is always wrapped in a `div.image` (the kit's markup for an
 * item's picture), and takes the `ui` class only with a `size` unless `ui` says otherwise.
 */
export interface ItemImageProps extends ImageProps {
  /** Gives the image the kit's `ui` class. @default true with a `size` (false without) */
  ui?: boolean;
  /** Has no effect: an item's image is always wrapped. */
  wrapped?: boolean;
}

export interface ItemContentProps {
  /** The content, in place of the shorthand props. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Content after the header, meta, description and extra. */
  content?: Content;
  /** The description: a text, an `Item.Description` element or its props. */
  description?: Shorthand<ItemDescriptionProps>;
  /** Extra content under the description: a text, an `Item.Extra` element or its props. */
  extra?: Shorthand<ItemExtraProps>;
  /** The header: a text, an `Item.Header` element or its props. */
  header?: Shorthand<ItemHeaderProps>;
  /** The metadata under the header: a text, an `Item.Meta` element or its props. */
  meta?: Shorthand<ItemMetaProps>;
  /** Where the content sits beside the image. */
  verticalAlign?: VerticalAlign;
}

export interface ItemProps {
  /** The item's parts (`Item.Image`, `Item.Content`), in place of the shorthand props. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Content inside the item's content, after the header, meta, description and extra. */
  content?: Content;
  /** The description: a text, an `Item.Description` element or its props. */
  description?: Shorthand<ItemDescriptionProps>;
  /** Greys the item out and lets no pointer reach it. Fomantic only. */
  disabled?: boolean;
  /** Extra content under the description: a text, an `Item.Extra` element or its props. */
  extra?: Shorthand<ItemExtraProps>;
  /** The header: a text, an `Item.Header` element or its props. */
  header?: Shorthand<ItemHeaderProps>;
  /**
   * The picture: its address, an `Item.Image` element or its props. Give `alt` (props or element):
   * an image with none is reported in development.
   */
  image?: Shorthand<ItemImageProps>;
  /** The metadata under the header: a text, an `Item.Meta` element or its props. */
  meta?: Shorthand<ItemMetaProps>;
}

/** A group's size: the kit scales every item's text (`medium` is the default look). Fomantic only. */
export type ItemGroupSize = Exclude<Size, 'medium'>;

export interface ItemGroupProps {
  /** The items, in place of `items`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Greys every item out and lets no pointer reach them. Fomantic only. */
  disabled?: boolean;
  /** A line between items. */
  divided?: boolean;
  /** Light text for a dark background. Fomantic only. */
  inverted?: boolean;
  /**
   * The items as shorthand: each an item's props (with `as`; keyed by `childKey` or `key`, else by
   * its place), an Item element, or a text (the item's header).
   */
  items?: ReadonlyArray<Shorthand<ItemProps & { as?: ElementType; childKey?: string | number }>>;
  /** Every item shows that it can be clicked: a pointer, and the header's link colour on hover. */
  link?: boolean;
  /** More space between items (`very`: more still). */
  relaxed?: boolean | 'very';
  /** The size of every item's text. Fomantic only. */
  size?: ItemGroupSize;
  /** Keeps each image beside its content on a phone's screen, instead of above it. */
  unstackable?: boolean;
}

/** Item.Group's variation props and the classes they give (variations.test.ts checks them against item.css). */
export const ITEM_GROUP_VARIATIONS = {
  size: 'value',
  disabled: 'key',
  divided: 'key',
  inverted: 'key',
  link: 'key',
  unstackable: 'key',
  relaxed: 'keyOrValueKey',
} as const satisfies VariationTable;

/** Item's variation props. */
export const ITEM_VARIATIONS = { disabled: 'key' } as const satisfies VariationTable;

/** Item.Content's variation props. */
export const ITEM_CONTENT_VARIATIONS = {
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

const toContent = (content: string | number) => ({ content });
const toSrc = (src: string | number) => ({ src: String(src) });
const toHeader = (header: string | number) => ({ header });

/** One item: an image beside its content (header, meta, description, extra). */
export const Item = forwardRef<HTMLElement, ItemProps & { as?: ElementType }>(function Item(
  { as: As = 'div', className, children, content, description, extra, header, image, meta, ...props },
  ref,
) {
  const [classes, rest] = variations('Item', ITEM_VARIATIONS, props);
  return (
    <As
      // A disabled item says so, as the kit's grey does (and contrast rules leave inactive parts out).
      aria-disabled={props.disabled || undefined}
      {...rest}
      ref={ref}
      className={cx(classes, 'item', className)}
    >
      {children ?? (
        <>
          {shorthand<ItemImageProps>(ItemImage, toSrc, image)}
          <ItemContent
            content={content}
            description={description}
            extra={extra}
            header={header}
            meta={meta}
          />
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', ItemProps> & {
  Group: typeof ItemGroup;
  Image: typeof ItemImage;
  Content: typeof ItemContent;
  Header: typeof ItemHeader;
  Meta: typeof ItemMeta;
  Description: typeof ItemDescription;
  Extra: typeof ItemExtra;
};

/** Whether a child can be a list item: an Item drawn as a plain element, with no role of its own. */
const listable = (child: ReactNode): child is ReactElement<{ as?: unknown; role?: string }> => {
  if (!isValidElement<{ as?: unknown; role?: string }>(child) || child.type !== Item) return false;
  const { as, role } = child.props;
  return (role == null || role === 'listitem') && (as == null || as === 'div');
};

/** Items in a list: the kit's `ui items`. */
export const ItemGroup = forwardRef<HTMLElement, ItemGroupProps & { as?: ElementType }>(function ItemGroup(
  { as: As = 'div', className, children, content, items, ...props },
  ref,
) {
  const [classes, rest] = variations('Item.Group', ITEM_GROUP_VARIATIONS, props);
  if (items != null && !Array.isArray(items))
    badProp('Item.Group', 'items', DEV && 'an array of items', items);
  let inner: ReactNode =
    children ??
    content ??
    items?.map((item, index) => {
      let key: unknown = index;
      if (isValidElement(item)) key = item.key ?? index;
      else if (item && typeof item === 'object') {
        const { childKey, ...own } = item;
        key = childKey ?? own.key ?? index;
        item = own;
      }
      return shorthand<ItemProps>(Item, toHeader, item, { key } as ItemProps);
    });
  // List semantics when every child can take them (see the first comment).
  if (!('role' in rest) && As !== 'ul' && As !== 'ol') {
    const list = Children.toArray(inner);
    if (list.length && list.every(listable)) {
      rest.role = 'list';
      inner = list.map((child) => cloneElement(child, { role: 'listitem' }));
    }
  }
  return (
    <As className={cx('ui', classes, 'items', className)} {...rest} ref={ref}>
      {inner}
    </As>
  );
}) as unknown as Polymorphic<'div', ItemGroupProps>;

/** An item's picture: an Image wrapped in a `div.image` (`ui` only with a size). */
export const ItemImage = forwardRef<HTMLElement, ItemImageProps & { as?: ElementType }>(
  function ItemImage(props, ref) {
    // Image's own check, here so that the error names Item.Image.
    for (const size of ['width', 'height'] as const)
      if (Number.isNaN(props[size]))
        badProp('Item.Image', size, DEV && 'a number of pixels or a length', NaN);
    return (
      <Image
        ref={ref as never}
        {...props}
        // A wrapped image with href="" would draw an empty href on its div (React warns).
        href={props.href || undefined}
        ui={props.ui ?? !!props.size}
        wrapped
      />
    );
  },
) as unknown as Polymorphic<'div', ItemImageProps>;

/** An item's content: its header, meta, description and extra, beside its image. */
export const ItemContent = forwardRef<HTMLElement, ItemContentProps & { as?: ElementType }>(
  function ItemContent(
    { as: As = 'div', className, children, content, description, extra, header, meta, ...props },
    ref,
  ) {
    const [classes, rest] = variations('Item.Content', ITEM_CONTENT_VARIATIONS, props);
    return (
      <As className={cx(classes, 'content', className)} {...rest} ref={ref}>
        {children ?? (
          <>
            {shorthand<ItemPartProps>(ItemHeader, toContent, header)}
            {shorthand<ItemPartProps>(ItemMeta, toContent, meta)}
            {shorthand<ItemPartProps>(ItemDescription, toContent, description)}
            {shorthand<ItemPartProps>(ItemExtra, toContent, extra)}
            {content}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ItemContentProps>;

/** An item's header (`as="a"` for a link to the item). */
export const ItemHeader = part<ItemPartProps>('Item.Header', 'header');
/** An item's metadata: a line of small facts under its header. */
export const ItemMeta = part<ItemPartProps>('Item.Meta', 'meta');
/** An item's description. */
export const ItemDescription = part<ItemPartProps>('Item.Description', 'description');
/** Extra content at the end of an item: labels, actions. */
export const ItemExtra = part<ItemPartProps>('Item.Extra', 'extra');

Item.Group = ItemGroup;
Item.Image = ItemImage;
Item.Content = ItemContent;
Item.Header = ItemHeader;
Item.Meta = ItemMeta;
Item.Description = ItemDescription;
Item.Extra = ItemExtra;

// List and its parts (Item, Content, Header, Description, Icon, List): server components (no
// hooks, no state). A handler is attached only when one is given.
//
// Roles: a list drawn with `div`s is `role="list"` and its items `role="listitem"`, as `ul`/`ol`
// and `li` are natively. An item drawn as a link or a button (`as="a"`, `href`, `as={Link}`) keeps
// its own role, and a list holding such items takes none (a list role needs listitem children), nor
// do its other items (a listitem role needs a list around it).
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type AllHTMLAttributes,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, toName, toSrc, type Shorthand } from '../../internal/shorthand.js';
import type { Content, Floated, Handler, Size, VerticalAlign } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../icon/Icon.js';
import { Image, type ImageProps } from '../image/Image.js';

/** A list's size. */
export type ListSize = Exclude<Size, 'medium'>;

type Props = Record<string, unknown>;

/** Whether an item is drawn as something to activate (a link or a button): it then keeps its role. */
function isControl(item: unknown): boolean {
  if (isValidElement(item) && (item.type === 'a' || item.type === 'button')) return true;
  const props = (isValidElement(item) ? item.props : item) as Props | null;
  if (!props || typeof props !== 'object' || Array.isArray(props)) return false;
  const as = props.as;
  return props.href != null || (as != null && (typeof as !== 'string' || as === 'a' || as === 'button'));
}

/**
 * A list's items, and its role: `list` unless it is a `ul`/`ol` (theirs) or holds controls. Then its
 * other items lose the listitem role, which needs a list around it (`role="none"`, unless given).
 */
function listed(As: ElementType, items: ReactNode): [ReactNode, 'list' | undefined] {
  if (As === 'ul' || As === 'ol') return [items, undefined];
  if (!Children.toArray(items).some(isControl)) return [items, 'list'];
  const unlisted = Children.map(items, (item) =>
    isValidElement<Props>(item) && item.type === ListItem && !isControl(item) && item.props.role == null
      ? cloneElement(item, { role: 'none' })
      : item,
  );
  return [unlisted, undefined];
}

export interface ListProps {
  /** Moves the item under the pointer aside. */
  animated?: boolean;
  /** Bullets before the items. */
  bulleted?: boolean;
  /** Lines between the items and around the list, like cells. */
  celled?: boolean;
  /** Lines between the items. */
  divided?: boolean;
  /** Removes the items' padding. */
  fitted?: boolean;
  /** Floats the list to the left or right of what is around it. */
  floated?: Floated;
  /** The items on one line. */
  horizontal?: boolean;
  /** Light text, for a dark background. */
  inverted?: boolean;
  /** Items that are links: greyed until hovered, the active one dark. */
  link?: boolean;
  /** Numbers before the items. */
  ordered?: boolean;
  /** More space between the items (`very`: more still). */
  relaxed?: boolean | 'very';
  /** Items that are choices: each lights up under the pointer. */
  selection?: boolean;
  /** With `ordered`, a full stop after each number. */
  suffixed?: boolean;
  /** The list's size. */
  size?: ListSize;
  /** How the items' images and content line up. */
  verticalAlign?: VerticalAlign;
  /** The items as shorthand: each a `List.Item`'s content, props (with `as` and HTML props) or element. */
  items?: ReadonlyArray<Shorthand<ListItemInit>>;
  /** Called with the click and the item's props when an item from `items` is clicked. */
  onItemClick?: Handler<MouseEvent<HTMLElement>, ListItemProps>;
  /** The items. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** List's variation props and the classes they give (variations.test.ts checks them against list.css). */
export const LIST_VARIATIONS = {
  size: 'value',
  animated: 'key',
  bulleted: 'key',
  celled: 'key',
  divided: 'key',
  fitted: 'key',
  horizontal: 'key',
  inverted: 'key',
  link: 'key',
  ordered: 'key',
  selection: 'key',
  suffixed: 'key',
  relaxed: 'keyOrValueKey',
  floated: 'valueKey',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** A list of items: a `div` of `List.Item`s, or a `ul`/`ol` of `li` items (`as="ul"`). */
export const List = forwardRef<HTMLElement, ListProps & { as?: ElementType }>(function List(all, ref) {
  const { as: As = 'div', className, children, content, items, onItemClick, ...props } = all;
  const [classes, rest] = variations('List', LIST_VARIATIONS, props);
  const [inner, role] = listed(
    As,
    children ??
      content ??
      items?.map((item, index) => {
        const own = (isValidElement(item) ? item.props : item) as ListItemProps | null;
        return shorthand<ListItemProps>(
          ListItem,
          toContent,
          item,
          { key: index } as Partial<ListItemProps>,
          onItemClick && {
            onClick: (event: MouseEvent<HTMLElement>, data: ListItemProps) => {
              own?.onClick?.(event, data);
              onItemClick(event, data);
            },
          },
        );
      }),
  );
  return (
    <As role={role} {...rest} ref={ref} className={cx('ui', classes, 'list', className)}>
      {inner}
    </As>
  );
}) as unknown as Polymorphic<'div', ListProps> & {
  Item: typeof ListItem;
  Content: typeof ListContent;
  Header: typeof ListHeader;
  Description: typeof ListDescription;
  Icon: typeof ListIcon;
  List: typeof ListList;
};

export interface ListItemProps {
  /** Marks the item as the current one. */
  active?: boolean;
  /** Greys the item out; `onClick` is not called. */
  disabled?: boolean;
  /**
   * The item's content. Text or an element sits after the header and description; a props object
   * is a `List.Content` holding them.
   */
  content?: Content | ListContentProps;
  /** Shorthand for a `List.Header`. */
  header?: Shorthand<ListHeaderProps>;
  /** Shorthand for a `List.Description`. */
  description?: Shorthand<ListDescriptionProps>;
  /** Shorthand for a `List.Icon` before the content (its name, props or element). */
  icon?: Shorthand<ListIconProps>;
  /** Shorthand for an `Image` before the content (its `src`, props or element). */
  image?: Shorthand<ImageProps>;
  /** Makes the item a link (an `a`). */
  href?: string;
  /** The item's value: `value` on an `li`, `data-value` otherwise (an ordered list shows it). */
  value?: string;
  /** The item's content; wins over the shorthand props. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Called with the click and the item's props; not called while `disabled`. */
  onClick?: Handler<MouseEvent<HTMLElement>, ListItemProps>;
}

/** The props of an item in `List`'s `items`: a `List.Item`'s, with `as` and the HTML props. */
export type ListItemInit = ListItemProps & { as?: ElementType } & Omit<
    AllHTMLAttributes<HTMLElement>,
    keyof ListItemProps
  >;

export const LIST_ITEM_VARIATIONS = { active: 'key', disabled: 'key' } as const satisfies VariationTable;

/** An item of a list: a `div` (`li` in a `ul`/`ol`, `a` with `href`). */
export const ListItem = forwardRef<HTMLElement, ListItemProps & { as?: ElementType }>(
  function ListItem(all, ref) {
    const { as, className, children, content, header, description, icon, image, value, onClick, ...props } =
      all;
    const [classes, rest] = variations('List.Item', LIST_ITEM_VARIATIONS, props);
    const As: ElementType = as ?? (props.href != null ? 'a' : 'div');
    const li = As === 'li';
    let inner: ReactNode = children;
    if (children == null) {
      const media = shorthand(ListIcon, toName, icon) ?? shorthand(Image, toSrc, image);
      const plainObject =
        content != null && typeof content === 'object' && !isValidElement(content) && !Array.isArray(content);
      if (plainObject)
        inner = (
          <>
            {media}
            {shorthand<ListContentProps>(ListContent, toContent, content as ListContentProps, {
              header,
              description,
            })}
          </>
        );
      else {
        const head = shorthand<ListHeaderProps>(ListHeader, toContent, header);
        const desc = shorthand<ListDescriptionProps>(ListDescription, toContent, description);
        const text = content as ReactNode;
        inner = media ? (
          <>
            {media}
            {(text || head || desc) && (
              <ListContent>
                {head}
                {desc}
                {text}
              </ListContent>
            )}
          </>
        ) : (
          <>
            {head}
            {desc}
            {text}
          </>
        );
      }
    }
    return (
      <As
        role={typeof As === 'string' && !/^(li|ul|ol|a|button)$/.test(As) ? 'listitem' : undefined}
        {...(li ? { value } : { 'data-value': value })}
        aria-disabled={As === 'a' && props.disabled ? true : undefined}
        {...rest}
        ref={ref}
        className={cx(classes, !li && 'item', className)}
        onClick={
          onClick &&
          ((event: MouseEvent<HTMLElement>) => {
            if (!props.disabled) onClick(event, all);
          })
        }
      >
        {inner}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ListItemProps>;

export interface ListContentProps {
  /** Floats the content to the left or right of the item. */
  floated?: Floated;
  /** How the content lines up with the item's image or icon. */
  verticalAlign?: VerticalAlign;
  /** Shorthand for a `List.Header`. */
  header?: Shorthand<ListHeaderProps>;
  /** Shorthand for a `List.Description`. */
  description?: Shorthand<ListDescriptionProps>;
  /** The content. */
  children?: ReactNode;
  /** Shorthand for the content, after the header and description. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const LIST_CONTENT_VARIATIONS = {
  floated: 'valueKey',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** The content of an item, beside its icon or image. */
export const ListContent = forwardRef<HTMLElement, ListContentProps & { as?: ElementType }>(
  function ListContent({ as: As = 'div', className, children, content, header, description, ...props }, ref) {
    const [classes, rest] = variations('List.Content', LIST_CONTENT_VARIATIONS, props);
    return (
      <As className={cx(classes, 'content', className)} {...rest} ref={ref}>
        {children ?? (
          <>
            {shorthand<ListHeaderProps>(ListHeader, toContent, header)}
            {shorthand<ListDescriptionProps>(ListDescription, toContent, description)}
            {content}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ListContentProps>;

export interface ListHeaderProps {
  /** The header. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** An item's header. */
export const ListHeader = forwardRef<HTMLElement, ListHeaderProps & { as?: ElementType }>(function ListHeader(
  { as: As = 'div', className, children, content, ...rest },
  ref,
) {
  return (
    <As className={cx('header', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', ListHeaderProps>;

export interface ListDescriptionProps {
  /** The description. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** An item's description, under its header. */
export const ListDescription = forwardRef<HTMLElement, ListDescriptionProps & { as?: ElementType }>(
  function ListDescription({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx(className, 'description')} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', ListDescriptionProps>;

export interface ListIconProps extends IconProps {
  /** How the icon lines up with the item's content. */
  verticalAlign?: VerticalAlign;
}

export const LIST_ICON_VARIATIONS = {
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** An item's icon: an `Icon` that also takes `verticalAlign`. */
export const ListIcon = forwardRef<HTMLElement, ListIconProps>(function ListIcon(
  { className, ...props },
  ref,
) {
  const [classes, rest] = variations('List.Icon', LIST_ICON_VARIATIONS, props as Props);
  return <Icon className={cx(classes, className)} {...(rest as IconProps)} ref={ref} />;
});

export interface ListListProps {
  /** The items of the nested list. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** A list inside an item (a `ul` or `ol` with `as`, for `li` items). */
export const ListList = forwardRef<HTMLElement, ListListProps & { as?: ElementType }>(function ListList(
  { as: As = 'div', className, children, content, ...rest },
  ref,
) {
  const [inner, role] = listed(As, children ?? content);
  return (
    <As role={role} {...rest} ref={ref} className={cx(As !== 'ul' && As !== 'ol' && 'list', className)}>
      {inner}
    </As>
  );
}) as unknown as Polymorphic<'div', ListListProps>;

List.Item = ListItem;
List.Content = ListContent;
List.Header = ListHeader;
List.Description = ListDescription;
List.Icon = ListIcon;
List.List = ListList;

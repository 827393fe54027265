// Menu.Item, Menu.Menu and Menu.Header: server components (no hooks, no state; a click handler is
// attached only when one is given). An item is what its props make it: with `href` a link, with
// `onClick` a button (an `a` with `role="button"`, in the tab order, clicked by Enter and Space, so
// the kit's `a.item` hover and cursor apply), otherwise plain text. `active` marks the current item
// with `aria-current` (`page` on a link, `true` otherwise); `disabled` sets `aria-disabled` and
// takes a link's `href` away, so neither the mouse nor the keyboard can follow it.
import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { pressKeys } from '../../internal/keys.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Handler } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../../elements/icon/Icon.js';

/** A menu's or an item's colour: the kit's colours and Fomantic's `primary` and `secondary`. */
export type MenuColor = Color | 'primary' | 'secondary';

export interface MenuItemProps {
  /** The current item: drawn active, and `aria-current` (`page` on a link, `true` otherwise). */
  active?: boolean;
  /** The item's content, in place of `icon`, `content` and `name`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of the item when it is active. */
  color?: MenuColor;
  /** Shorthand for `children` (shown after the icon). */
  content?: Content;
  /** Drawn faded; a button or link that cannot be used (`aria-disabled`; `onClick` is not called). */
  disabled?: boolean;
  /** Less padding: none at all, or (`horizontally`, `vertically`) on two sides. */
  fitted?: boolean | 'horizontally' | 'vertically';
  /** Drawn as a header: a title in the menu. */
  header?: boolean;
  /** Where the item leads: it is then a link (an `a`). */
  href?: string;
  /**
   * An icon before the content; `true` draws the item as an icon item for an icon given as a
   * child. An item with only an icon is an icon item and needs an `aria-label`.
   */
  icon?: Shorthand<IconProps>;
  /** The item's place in the menu's `items`, given by the menu and passed back in `onClick`'s data. */
  index?: number;
  /** Drawn as a link (pointer, hover) even without `href` or `onClick`. */
  link?: boolean;
  /**
   * The item's name, passed back in `onClick`'s data; with no `children` or `content` it is also
   * its text, start-cased (`editorials` shows as "Editorials", `upcomingEvents` as "Upcoming Events").
   */
  name?: string;
  /**
   * Called with the click (or Enter or Space) and the item's props; not called while `disabled`.
   * Without `href` the item is then a button.
   */
  onClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, MenuItemProps>;
  /** Puts the item at the right (or left) of the menu; `center`: in its middle (Fomantic only). */
  position?: 'left' | 'center' | 'right';
}

export interface MenuMenuProps {
  /** The items. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Puts the group of items at the right (or left) of the menu; `center`: in its middle (Fomantic only). */
  position?: 'left' | 'center' | 'right';
}

export interface MenuHeaderProps {
  /** The header's text. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

/** Menu.Item's variation props and the classes they give (variations.test.ts checks them against menu.css). */
export const MENU_ITEM_VARIATIONS = {
  color: 'value',
  position: 'value',
  active: 'key',
  disabled: 'key',
  header: 'key',
  link: 'key',
  fitted: 'keyOrValueKey',
} as const satisfies VariationTable;

/** Menu.Menu's variation props. */
export const MENU_MENU_VARIATIONS = { position: 'value' } as const satisfies VariationTable;

/** `upcomingEvents`, `upcoming-events` and `upcoming_events` all read "Upcoming Events" (lodash's startCase, in short). */
export const startCase = (name: string): string =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

const toName = (name: string | number) => ({ name }) as IconProps;

/** One item of a menu: a link, a button or plain text. */
export const MenuItem = forwardRef<HTMLElement, MenuItemProps & { as?: ElementType }>(
  function MenuItem(all, ref) {
    const { as, children, content, href, icon, index: _index, name, onClick, ...props } = all;
    const [classes, rest] = variations('Menu.Item', MENU_ITEM_VARIATIONS, props);
    const { active, disabled } = props;
    const As: ElementType = as ?? (href != null || onClick ? 'a' : 'div');
    // A button that is not a `button`: a role, the tab order and the keys a button has.
    const fakeButton = !!onClick && href == null && As !== 'button' && typeof As === 'string';
    const link = href != null;
    return (
      <As
        role={fakeButton ? 'button' : undefined}
        tabIndex={fakeButton && !disabled ? 0 : undefined}
        type={As === 'button' ? 'button' : undefined}
        aria-current={active ? (link ? 'page' : true) : undefined}
        aria-disabled={disabled || undefined}
        {...rest}
        ref={ref}
        // A disabled link has no `href`: Enter cannot follow it (the kit already stops the mouse).
        // (An empty href is a link to this page on an `a`, and nothing, which React warns of, on another tag.)
        href={disabled || (href === '' && As !== 'a') ? undefined : href}
        className={cx(
          classes,
          (icon === true || (!!icon && !(name || content))) && 'icon',
          'item',
          rest.className as string | undefined,
        )}
        onClick={
          onClick &&
          ((event: MouseEvent<HTMLElement>) => {
            if (disabled) event.preventDefault();
            else onClick(event, all);
          })
        }
        onKeyDown={pressKeys(fakeButton, rest.onKeyDown as Parameters<typeof pressKeys>[1])}
      >
        {children ?? (
          <>
            {icon !== true && shorthand<IconProps>(Icon, toName, icon)}
            {content ?? (name == null ? null : startCase(name))}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', MenuItemProps>;

/** A group of items inside a menu (a sub-menu of a vertical menu, or the right-hand items). */
export const MenuMenu = forwardRef<HTMLElement, MenuMenuProps & { as?: ElementType }>(function MenuMenu(
  { as: As = 'div', children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Menu.Menu', MENU_MENU_VARIATIONS, props);
  return (
    <As className={cx(classes, 'menu', rest.className as string | undefined)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', MenuMenuProps>;

/** A title inside a menu, above or before a group of items. */
export const MenuHeader = forwardRef<HTMLElement, MenuHeaderProps & { as?: ElementType }>(function MenuHeader(
  { as: As = 'div', className, children, content, ...rest },
  ref,
) {
  return (
    <As className={cx('header', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', MenuHeaderProps>;

/** The data `onItemClick` receives: the item's props, with its `index`. */
export type MenuItemClick = Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, MenuItemProps>;

/** A shorthand string is an item's name (its text, start-cased). */
const toItem = (name: string | number) => ({ name: String(name) });

/**
 * The elements of a menu's `items`: the item at `active` is active, each knows its `index`, and a
 * click calls the item's own `onClick`, then `onClick` (the menu's). Server code: the client part
 * (MenuItems.tsx) calls it with its state.
 */
export function menuItems(
  items: ReadonlyArray<Shorthand<MenuItemProps>>,
  active: number | undefined,
  onClick: MenuItemClick | undefined,
): Array<ReactElement | null> {
  return items.map((item, index) => {
    // A DOM element (`<span>`) is drawn as it is: the item props are no attributes of it.
    if (isValidElement(item) && typeof item.type === 'string')
      return cloneElement(item, { key: item.key ?? index });
    const own = (item as { props?: MenuItemProps } | null)?.props ?? (item as MenuItemProps | null);
    const ownClick = typeof own === 'object' ? own?.onClick : undefined;
    return shorthand<MenuItemProps>(
      MenuItem,
      toItem,
      item,
      { key: index, active: active === index, index } as Partial<MenuItemProps>,
      onClick && {
        onClick: (event, data) => {
          ownClick?.(event, data);
          onClick(event, data);
        },
      },
    );
  });
}

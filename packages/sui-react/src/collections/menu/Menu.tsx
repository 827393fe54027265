// Menu: no hooks; handlers are attached only when given. A menu is not the WAI-ARIA menu pattern
// (no role="menu", no arrow keys): it is a row or column of links, buttons and text, which Tab walks
// through. A menu of links that leads around the site is navigation: render it `as="nav"` with an
// `aria-label` (a page with two navigation landmarks tells them apart by name). The current item
// carries `aria-current`.
// Only a menu drawn from `items` that keeps its own current item (`defaultActiveIndex`, or
// `onItemClick` without `activeIndex`) needs state: that part is MenuItems.tsx, rendered as an
// element and never called, a client module that says so itself. Menu, Menu.Item, Menu.Menu and
// Menu.Header are server components: the build keeps a module that imports such a boundary server
// code (scripts/build-library.mjs).
import { forwardRef, type ElementType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Shorthand } from '../../internal/shorthand.js';
import type { Handler, Size, WidthUpTo } from '../../internal/vocabulary.js';
import { MenuHeader, MenuItem, menuItems, MenuMenu, type MenuColor, type MenuItemProps } from './MenuItem.js';
import { MenuItems } from './MenuItems.js';

/** The items to a row of an evenly divided menu: 2 to 12 (menu.css has no `one item` and no more than twelve), or `'equal'`. */
export type MenuWidths = Exclude<WidthUpTo<12>, WidthUpTo<1>> | 'equal';

/** A menu's size (`medium` is the default look). */
export type MenuSize = Exclude<Size, 'medium'>;

export interface MenuProps {
  /** Names the menu for screen readers: a `nav` landmark needs one. */
  'aria-label'?: string;
  /** Names the menu by another element's text, in place of `aria-label`. */
  'aria-labelledby'?: string;
  /**
   * The index of the active item of `items` (controlled): the menu follows it, and a click only
   * calls `onItemClick`.
   */
  activeIndex?: number | string;
  /** Joins the menu to the content above and below it, or (`top`, `bottom`) on one side. */
  attached?: boolean | 'top' | 'bottom';
  /** No lines between the items. */
  borderless?: boolean;
  /** Centres the items. Fomantic only. */
  centered?: boolean;
  /** The items, in place of `items`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of the active item (with `inverted`, of the whole menu). */
  color?: MenuColor;
  /** As wide as its content. */
  compact?: boolean;
  /** The index of the item of `items` that is active at first (uncontrolled): a click moves it. */
  defaultActiveIndex?: number | string;
  /** Items without padding, or (`horizontally`, `vertically`) without it on two sides. Fomantic only. */
  fitted?: boolean | 'horizontally' | 'vertically';
  /** Fixes the menu to a side of the viewport. */
  fixed?: 'left' | 'right' | 'bottom' | 'top';
  /** Floats the menu (`right`: to the right). */
  floated?: boolean | 'right';
  /** As wide as its container. */
  fluid?: boolean;
  /** Items that hold only icons; `labeled`: icons with their text below. */
  icon?: boolean | 'labeled';
  /** Colours for a dark background. */
  inverted?: boolean;
  /**
   * The items as shorthand: a string is an item's name (its text, start-cased), an object an
   * item's props (with a `key`), an element an item as it is.
   */
  items?: ReadonlyArray<Shorthand<MenuItemProps>>;
  /** Draws every item as a link (pointer, hover). */
  link?: boolean;
  /** Called with the click on an item of `items` and the item's props (with its `index`). */
  onItemClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, MenuItemProps>;
  /** A pagination menu (see Pagination for a complete one). */
  pagination?: boolean;
  /** Marks the active item with an arrow (with `secondary`, an underline). */
  pointing?: boolean;
  /** Plain items on the page's background, without the menu's box. */
  secondary?: boolean;
  /** The size of the items. */
  size?: MenuSize;
  /** Lays the items out in a column on a narrow (mobile) screen. */
  stackable?: boolean;
  /** Tabs above a segment, or (`right`) down its right of a vertical menu. */
  tabular?: boolean | 'right';
  /** Items without padding around their text: a row of plain text links. */
  text?: boolean;
  /** The items in a column. */
  vertical?: boolean;
  /** Every item the same width, this many to the row (a number from 2 to 12 or its word); `'equal'`: the items share the row evenly, however many (Fomantic only). */
  widths?: MenuWidths;
  /** The items go on several lines at their own width when they do not fit in one. Fomantic only. */
  wrapped?: boolean;
  /** The items go on several lines when they do not fit in one. Fomantic only. */
  wrapping?: boolean;
}

/**
 * Menu's variation props and the classes they give (variations.test.ts checks them against
 * menu.css). Pagination's table holds the ones a row of pages takes.
 */
export const MENU_VARIATIONS = {
  color: 'value',
  size: 'value',
  borderless: 'key',
  centered: 'key',
  compact: 'key',
  fluid: 'key',
  inverted: 'key',
  link: 'key',
  pagination: 'key',
  pointing: 'key',
  secondary: 'key',
  stackable: 'key',
  text: 'key',
  vertical: 'key',
  wrapped: 'key',
  wrapping: 'key',
  attached: 'keyOrValueKey',
  fitted: 'keyOrValueKey',
  floated: 'keyOrValueKey',
  icon: 'keyOrValueKey',
  tabular: 'keyOrValueKey',
  fixed: 'valueKey',
  widths: ['width', 'item', 12],
} as const satisfies VariationTable;

/** The index `activeIndex` names: `'2'` is 2 (as in Semantic UI React); anything else is none. */
const indexOf = (value: number | string | undefined) => (value == null ? undefined : Number(value));

/**
 * A Semantic UI menu: a bar or column of links, buttons and text. A `div` unless `as` says
 * otherwise (`as="nav"` with an `aria-label` for a site's navigation).
 */
export const Menu = forwardRef<HTMLElement, MenuProps & { as?: ElementType }>(function Menu(
  { as: As = 'div', activeIndex, children, className, defaultActiveIndex, items, onItemClick, ...props },
  ref,
) {
  const [classes, rest] = variations('Menu', MENU_VARIATIONS, props);
  let body = children;
  if (children == null && items)
    body =
      activeIndex === undefined && (defaultActiveIndex !== undefined || onItemClick) ? (
        <MenuItems items={items} defaultActiveIndex={indexOf(defaultActiveIndex)} onItemClick={onItemClick} />
      ) : (
        menuItems(items, indexOf(activeIndex), onItemClick)
      );
  return (
    <As className={cx('ui', classes, className, 'menu')} {...rest} ref={ref}>
      {body}
    </As>
  );
}) as unknown as Polymorphic<'div', MenuProps> & {
  Item: typeof MenuItem;
  Menu: typeof MenuMenu;
  Header: typeof MenuHeader;
};

Menu.Item = MenuItem;
Menu.Menu = MenuMenu;
Menu.Header = MenuHeader;

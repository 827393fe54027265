import { testVariations } from '../../test-utils/variations.js';
import { MENU_VARIATIONS } from './Menu.js';
import { MENU_ITEM_VARIATIONS, MENU_MENU_VARIATIONS } from './MenuItem.js';

/** The menu's own classes, which menu.css writes beside `item` (`.ui.three.item.menu`) and `menu`. */
const MENUS = "the Menu's variation (its `widths` give `… item menu`), checked in Menu's row";
const NUMBERS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

testVariations('collections/menu/index.ts', 'menu', [
  {
    component: 'Menu',
    table: MENU_VARIATIONS,
    base: ['ui', 'menu'],
    notProps: {
      sidebar: "Sidebar's class (a vertical sidebar menu), a module of its own",
      center: '`center aligned`, the same rule as `centered`, which gives it',
      aligned: '`center aligned`, the same rule as `centered`, which gives it',
    },
  },
  {
    component: 'MenuItem',
    table: MENU_ITEM_VARIATIONS,
    base: ['item'],
    notProps: {
      ...Object.fromEntries(
        [...NUMBERS, 'ui', 'menu', 'attached', 'borderless', 'inverted', 'pointing', 'text'].map((c) => [
          c,
          MENUS,
        ]),
      ),
      icon: 'given by `icon` (true, or an icon with no text), outside the table',
      dropdown: "Dropdown's class (a dropdown item), a module of its own",
      search: "Search's class (a search item), a module of its own",
      selected: "a Dropdown's selected item, which the Dropdown module sets",
      upward: "a Dropdown's menu that opens upward, which the Dropdown module sets",
      aligned: "the Menu's `center aligned` (the same rule as `centered`)",
      equal: 'the Menu\'s `widths="equal"`',
      width: 'the Menu\'s `widths="equal"`',
    },
  },
  {
    component: 'MenuMenu',
    table: MENU_MENU_VARIATIONS,
    base: ['menu'],
    // Menu.Menu shares the class `menu` with Menu: the classes menu.css writes beside it are the
    // Menu's (checked in Menu's row) and its parts'.
    openClass: () => true,
  },
]);

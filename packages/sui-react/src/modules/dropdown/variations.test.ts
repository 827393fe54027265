import { testVariations } from '../../test-utils/variations.js';
import { DROPDOWN_VARIATIONS } from './Dropdown.js';

const SELECT = "a selection's look and states: Select and MultiSelect draw them";

testVariations('modules/dropdown/index.ts', 'dropdown', [
  {
    component: 'Dropdown',
    table: DROPDOWN_VARIATIONS,
    base: ['ui', 'dropdown'],
    notProps: {
      active: 'the open state',
      visible: 'the open state',
      disabled: 'set by the `disabled` prop',
      selected: "a highlighted item's state",
      item: 'a Dropdown in a menu is its item, by itself',
      icon: 'the `icon` prop names the icon; an icon-only `button` dropdown takes `icon` in className',
      simple: 'a menu opened by CSS on hover alone; this one is a menu button with its own keys',
      ...Object.fromEntries(
        [
          'selection',
          'search',
          'multiple',
          'clearable',
          'default',
          'empty',
          'loading',
          'read-only',
          'error',
          'info',
          'success',
          'warning',
          'long',
          'short',
          'very',
          'resizable',
          'label',
        ].map((c) => [c, SELECT]),
      ),
      ...Object.fromEntries(
        ['column', 'two', 'three', 'four', 'five'].map((c) => [
          c,
          "a menu's columns: markup inside the menu",
        ]),
      ),
    },
  },
]);

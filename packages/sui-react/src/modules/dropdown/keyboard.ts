import type { KeyboardTable } from '../../test-utils/keyboard.js';

/**
 * The Dropdown's keys (WAI-ARIA menu button): the docs page's Keyboard table and the tests in
 * Dropdown.test.tsx both read these rows.
 */
export const dropdownKeyboard: KeyboardTable = [
  {
    where: 'On the trigger',
    keys: ['Enter', ' ', 'ArrowDown'],
    does: 'Open the menu and highlight its first item (a menu with a field of its own, a filter, opens on the field).',
  },
  { where: 'On the trigger', keys: ['ArrowUp'], does: 'Open the menu and highlight its last item.' },
  {
    where: 'In a menu',
    keys: ['ArrowDown', 'ArrowUp'],
    does: "Move to the next or previous enabled item, stopping at the ends (disabled items are skipped); up from the first item, back to the menu's field if it has one.",
  },
  { where: 'In a menu', keys: ['Home', 'End'], does: 'Move to the first or last enabled item.' },
  {
    where: 'In a menu',
    keys: ['A letter'],
    does: 'Move to the next item whose label starts with the letters typed (a pause starts a new search).',
  },
  {
    where: 'On an item',
    keys: ['Enter', ' '],
    does: 'Choose it, close the menus and go back to the trigger; on an item with a nested menu, open that menu.',
  },
  {
    where: 'On an item with a nested menu',
    keys: ['ArrowRight'],
    does: 'Open the nested menu on its first item.',
  },
  { where: 'In a nested menu', keys: ['ArrowLeft'], does: 'Close it and go back to its item.' },
  {
    where: 'In a menu',
    keys: ['Escape'],
    does: 'Close the menu that has focus and go back to its trigger or item.',
  },
  {
    where: 'In a field in a menu',
    keys: ['A letter', 'Home', 'End', ' '],
    does: "Edit the field (a filter above the items): of the menu's keys, only ArrowDown, ArrowUp and Escape act there.",
  },
  {
    where: 'In a menu',
    keys: ['Tab'],
    does: 'Close the menus and move on (unless autoClose is "disabled").',
  },
];

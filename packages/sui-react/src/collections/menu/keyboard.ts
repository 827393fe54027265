import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Menu's keys: the docs page's Keyboard table and Menu.test.tsx read these rows. */
export const menuKeyboard: KeyboardTable = [
  {
    keys: ['Tab', 'Shift+Tab'],
    does: 'Move through the links and buttons of the menu; plain text items, headers and disabled buttons are skipped.',
  },
  {
    keys: ['Enter'],
    does: 'Follow the link, or click the button (with `items`, it becomes the active item).',
  },
  { keys: [' '], does: 'Click a button item; on a link it scrolls the page, as on any link.' },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/**
 * A sortable Table's keys (the WAI-ARIA sortable table example: a button in each header cell that
 * sorts): the docs page's Keyboard table and Table.test.tsx read these rows.
 */
export const tableKeyboard: KeyboardTable = [
  {
    keys: ['Tab', 'Shift+Tab'],
    does: "Move through the header cells' sort buttons (those with onClick), then the controls in the rows.",
  },
  {
    keys: ['Enter', ' '],
    where: 'On a sort button',
    does: "Call the header cell's onClick, as a click does: the page sorts the column and sets its sorted.",
  },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Pagination's keys: the docs page's Keyboard table and Pagination.test.tsx read these rows. */
export const paginationKeyboard: KeyboardTable = [
  {
    keys: ['Tab', 'Shift+Tab'],
    does: 'Move through the arrows and page numbers; the ellipses are skipped.',
  },
  {
    keys: ['Enter', ' '],
    does: 'Go to the page, or the one the arrow points to; an arrow that cannot move does nothing and keeps focus.',
  },
];

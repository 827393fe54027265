import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Modal's keys (WAI-ARIA modal dialog): the docs page's table and Modal.test.tsx read these rows. */
export const modalKeyboard: KeyboardTable = [
  {
    keys: ['Tab', 'Shift+Tab'],
    does: 'Move through the modal’s controls, wrapping at the ends: focus stays in the modal while it is open.',
  },
  {
    keys: ['Escape'],
    does: 'Close the modal (deny with closeResult), unless closable is false; with modals stacked, only the top one.',
  },
  { where: 'On the close icon', keys: ['Enter', ' '], does: 'Close the modal (deny with closeResult).' },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Toaster's keys: the docs page draws these rows and Toaster.test.tsx presses each one. */
export const toastKeyboard: KeyboardTable = [
  {
    keys: ['F8'],
    where: 'Anywhere on the page',
    does: 'Moves focus to the newest toast (the key is the Toaster’s hotkey prop); nothing happens when no toast shows.',
  },
  {
    keys: ['Tab', 'Shift+Tab'],
    where: 'In a toast',
    does: 'Moves through the toasts and their close and action buttons.',
  },
  {
    keys: ['Enter', ' '],
    where: 'On a close or action button',
    does: 'Runs the action and closes the toast; focus goes to the newest toast left, or back to where it was before F8.',
  },
  {
    keys: ['Escape'],
    where: 'In a toast',
    does: 'Dismisses that toast; focus goes to the newest toast left, or back to where it was before F8.',
  },
];

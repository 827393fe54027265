import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Popup's keys: the docs page's table and Popup.test.tsx read these rows. */
export const popupKeyboard: KeyboardTable = [
  {
    where: 'On a trigger',
    keys: ['Tab'],
    does: 'Focusing the trigger shows a tooltip popup (trigger "hover", the default); moving focus away hides it.',
  },
  {
    where: 'On a trigger',
    keys: ['Enter', ' '],
    does: 'With trigger "click" or "outsideClick", open the popup; an interactive popup takes focus.',
  },
  {
    keys: ['Escape'],
    does: 'Close the popup; focus stays on the trigger, or goes back to it from inside the popup.',
  },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** A dismissable Message's keys: its page's table and Message.test.tsx read these rows. */
export const messageKeyboard: KeyboardTable = [
  {
    keys: ['Tab'],
    does: 'Reach the close button of a dismissable message (named by dismissLabel, “Dismiss” by default).',
  },
  {
    where: 'On the close button',
    keys: ['Enter', ' '],
    does: 'Dismiss the message: it fades out, then leaves the page.',
  },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** A comment thread's keys (only its actions have any): its page's table and Comment.test.tsx read these rows. */
export const commentKeyboard: KeyboardTable = [
  {
    keys: ['Tab'],
    does: 'Reach the next author link, avatar link or action of the thread, in reading order.',
  },
  { where: 'On an action button', keys: ['Enter', ' '], does: 'Press it: its onClick is called.' },
];

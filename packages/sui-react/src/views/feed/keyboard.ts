import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** A feed's keys (only a Like with `onClick` has any): its page's table and Feed.test.tsx read these rows. */
export const feedKeyboard: KeyboardTable = [
  { keys: ['Tab'], does: 'Reach the next link or Like button of the feed, in reading order.' },
  { where: 'On a Like button', keys: ['Enter', ' '], does: 'Press it: its onClick is called.' },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Rating's keys (WAI-ARIA slider): the docs page's Keyboard table and Rating.test.tsx read these rows. */
export const ratingKeyboard: KeyboardTable = [
  { keys: ['ArrowRight', 'ArrowUp'], does: 'Add a point, up to the maximum.' },
  { keys: ['ArrowLeft', 'ArrowDown'], does: 'Take a point away, down to none.' },
  { keys: ['Home'], does: 'Clear the rating (0).' },
  { keys: ['End'], does: 'Give full marks.' },
];

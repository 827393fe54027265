import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Dimmer's keys: the docs page's table and Dimmer.test.tsx read these rows. */
export const dimmerKeyboard: KeyboardTable = [
  { where: 'In a dimmer', keys: ['Escape'], does: 'Hide the dimmer, when it is clickable (the default).' },
];

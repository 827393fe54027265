import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** A Checkbox's keys: the docs page's Keyboard table and Checkbox.test.tsx read these rows. */
export const checkboxKeyboard: KeyboardTable = [
  { keys: ['Tab'], does: 'Move to the checkbox (a disabled one is skipped).' },
  { keys: [' '], does: 'Check or uncheck it.' },
];

/** A RadioGroup's keys (WAI-ARIA radio group): the docs page's table and Radio.test.tsx read these rows. */
export const radioKeyboard: KeyboardTable = [
  {
    keys: ['Tab'],
    does: 'Move into the group, to its checked radio (or its first one when none is checked).',
  },
  { keys: ['ArrowDown', 'ArrowRight'], does: 'Check the next radio, wrapping from the last to the first.' },
  { keys: ['ArrowUp', 'ArrowLeft'], does: 'Check the previous radio, wrapping from the first to the last.' },
  { keys: [' '], does: 'Check the focused radio, when none is checked.' },
];

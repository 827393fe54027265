import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Accordion's keys (WAI-ARIA accordion): the docs page's table and Accordion.test.tsx read these rows. */
export const accordionKeyboard: KeyboardTable = [
  {
    where: 'On a header',
    keys: ['Enter', ' '],
    does: 'Open or close its panel (a disabled panel stays as it is).',
  },
  {
    where: 'On a header',
    keys: ['ArrowDown', 'ArrowUp'],
    does: 'Move to the next or previous header, wrapping at the ends.',
  },
  { where: 'On a header', keys: ['Home', 'End'], does: 'Move to the first or last header.' },
  {
    keys: ['Tab'],
    does: 'Move from a header into its open panel, or on to the next header; closed panels are skipped.',
  },
];

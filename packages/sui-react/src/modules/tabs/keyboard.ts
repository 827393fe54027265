import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The tabs' keys (WAI-ARIA tabs, automatic activation): the docs page's table and Tabs.test.tsx read these rows. */
export const tabsKeyboard: KeyboardTable = [
  {
    where: 'On a tab',
    keys: ['ArrowRight', 'ArrowDown'],
    does: 'Move to the next tab and show it, skipping disabled tabs and wrapping from the last to the first.',
  },
  {
    where: 'On a tab',
    keys: ['ArrowLeft', 'ArrowUp'],
    does: 'Move to the previous tab and show it, skipping disabled tabs and wrapping from the first to the last.',
  },
  { where: 'On a tab', keys: ['Home', 'End'], does: 'Move to the first or last enabled tab and show it.' },
  { keys: ['Tab'], does: 'Move into the tab list, to the active tab only, and from there to its panel.' },
];

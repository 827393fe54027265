import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Search's keys (WAI-ARIA editable combobox with list autocomplete): its page's table and Search.test.tsx read these rows. */
export const searchKeyboard: KeyboardTable = [
  {
    keys: ['ArrowDown', 'ArrowUp'],
    does: 'Move through the results, wrapping at the ends; with none highlighted, Down goes to the first and Up to the last. Before the search has run, Down runs it at once.',
  },
  { keys: ['Alt+ArrowDown', 'Alt+ArrowUp'], does: 'Show the results without highlighting one; hide them.' },
  {
    keys: ['Enter'],
    does: 'Choose the highlighted result: it fills the input and the results close. With none highlighted, nothing happens; with the selectFirstResult prop, the first is highlighted as soon as the results show.',
  },
  {
    keys: ['Escape'],
    does: 'Hide the results; a second Escape empties the input. Results that only the open prop shows are the page’s to hide: Escape asks it through onOpenChange(false).',
  },
];

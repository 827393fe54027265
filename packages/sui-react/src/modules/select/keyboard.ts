import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Select's keys (WAI-ARIA select-only and editable comboboxes): the docs page's table and Select.test.tsx read these rows. */
export const selectKeyboard: KeyboardTable = [
  {
    keys: ['Tab'],
    does: 'Focusing the select opens its list on the chosen option (or the first); Tab onward closes it and moves on.',
  },
  {
    keys: ['ArrowDown', 'ArrowUp'],
    does: 'Open the list; move the highlight to the next or previous option.',
  },
  { keys: ['Home', 'End'], does: 'Move the highlight to the first or last option.' },
  { keys: ['PageDown', 'PageUp'], does: 'Move the highlight ten options down or up, stopping at the ends.' },
  {
    keys: ['Enter', ' '],
    does: 'Choose the highlighted option and close the list; on a closed select, open it. In a searchable select, Space types a space.',
  },
  {
    keys: ['A letter'],
    does: 'Jump to the option that starts with the letters typed; in a searchable select, filter the options.',
  },
  {
    keys: ['Escape'],
    does: 'Close the list; on a closed select, the key goes on to the page (to close a modal around it, say).',
  },
];

/** Where a MultiSelect's keys differ from the Select's: its page's table and MultiSelect.test.tsx read these rows. */
export const multiSelectKeyboard: KeyboardTable = [
  {
    keys: ['Enter', ' '],
    does: 'Add the highlighted option; the list stays open. With labels={false}, where chosen options stay in the list, choosing one again removes it. In a searchable one, Space types a space and Enter clears the query.',
  },
  { keys: ['Backspace'], does: 'With an empty query, remove the last value.' },
  {
    where: 'On a label’s remove button',
    keys: ['Enter', ' '],
    does: 'Remove that value; focus goes back to the select.',
  },
];

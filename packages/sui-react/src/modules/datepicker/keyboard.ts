import type { KeyboardTable } from '../../test-utils/keyboard.js';

/**
 * The Datepicker's keys (and the DateRangePicker's, in each of its pickers; and the inline
 * calendar's, which has no input and never closes).
 */
export const datepickerKeyboard: KeyboardTable = [
  {
    keys: ['ArrowDown'],
    where: 'In the input',
    does: 'Opens the calendar with the focus on the highlighted date, or moves the focus into the open calendar.',
  },
  { keys: ['Escape'], where: 'In the input', does: 'Closes the calendar; the text stays.' },
  {
    keys: ['ArrowLeft', 'ArrowRight'],
    where: 'In the grid',
    does: 'Moves to the previous or next date (or cell); right-to-left languages swap them.',
  },
  { keys: ['ArrowUp', 'ArrowDown'], where: 'In the grid', does: 'Moves a week (or a row) up or down.' },
  {
    keys: ['Home', 'End'],
    where: 'In the grid',
    does: 'Moves to the first or last date of the week (or of the row).',
  },
  {
    keys: ['PageUp', 'PageDown'],
    where: 'In the grid',
    does: 'Moves to the same date in the previous or next month (or page).',
  },
  {
    keys: ['Shift+PageUp', 'Shift+PageDown'],
    where: 'In the grid',
    does: 'Moves to the same date in the previous or next year (in the date view).',
  },
  {
    keys: ['Enter', ' '],
    where: 'In the grid',
    does: 'Chooses the highlighted date (then the time, in datetime mode); a popup closes and the focus returns to the input.',
  },
  {
    keys: ['Escape'],
    where: 'In the calendar',
    does: 'Closes the calendar without choosing and returns the focus to the input.',
  },
  {
    keys: ['Tab', 'Shift+Tab'],
    where: 'In the calendar',
    does: 'Moves between the title, previous, next and the grid.',
  },
  {
    keys: ['Enter', ' '],
    where: 'On the title, previous or next',
    does: 'Zooms out to months or years, or turns the page.',
  },
  {
    keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'],
    where: 'Onto a disabled date',
    does: 'Passes over dates that isDateDisabled refuses, one at a time in the key’s direction (Home forward, End back); with none to choose, the highlight stays.',
  },
];

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Slider's and RangeSlider's keys (WAI-ARIA slider and multi-thumb slider patterns). */
export const sliderKeyboard: KeyboardTable = [
  { keys: ['Tab'], does: 'Moves focus to the next thumb (a range slider has two), then out of the slider.' },
  {
    keys: ['ArrowRight', 'ArrowUp'],
    where: 'On a thumb',
    does: 'Raises the value by one step, whatever way the slider is drawn (reversed or vertical); a thumb stops at the other thumb.',
  },
  {
    keys: ['ArrowLeft', 'ArrowDown'],
    where: 'On a thumb',
    does: 'Lowers the value by one step; a thumb stops at the other thumb.',
  },
  {
    keys: ['PageUp'],
    where: 'On a thumb',
    does: 'Raises the value by a large step: pageMultiplier steps (2 by default).',
  },
  { keys: ['PageDown'], where: 'On a thumb', does: 'Lowers the value by a large step.' },
  {
    keys: ['Home'],
    where: 'On a thumb',
    does: 'Sets the lowest value the thumb can take: min, or the first thumb for the second.',
  },
  {
    keys: ['End'],
    where: 'On a thumb',
    does: 'Sets the highest value the thumb can take: max, or the second thumb for the first.',
  },
];

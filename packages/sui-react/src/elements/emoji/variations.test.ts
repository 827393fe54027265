import { testVariations } from '../../test-utils/variations.js';
import { EMOJI_VARIATIONS } from './Emoji.js';

// emoji.css styles `em[data-emoji]` and writes no base class: every class in it is a variation.
testVariations('elements/emoji/index.ts', 'emoji', [
  { component: 'Emoji', table: EMOJI_VARIATIONS, base: [] },
]);

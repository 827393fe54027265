import { testVariations } from '../../test-utils/variations.js';
import { ADVERTISEMENT_VARIATIONS } from './Advertisement.js';

testVariations('views/advertisement/index.ts', 'ad', [
  {
    component: 'Advertisement',
    table: ADVERTISEMENT_VARIATIONS,
    base: ['ui', 'ad'],
    // A text or a number in `test` gives the same class as `true` (and the placeholder's text).
    samples: { test: [true, 'Banner', 0] },
  },
]);

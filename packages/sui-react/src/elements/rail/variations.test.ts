import { testVariations } from '../../test-utils/variations.js';
import { RAIL_VARIATIONS } from './Rail.js';

testVariations('elements/rail/index.ts', 'rail', [
  { component: 'Rail', table: RAIL_VARIATIONS, base: ['ui', 'rail'] },
]);

import { testVariations } from '../../test-utils/variations.js';
import { DIVIDER_VARIATIONS } from './Divider.js';

testVariations('elements/divider/index.ts', 'divider', [
  { component: 'Divider', table: DIVIDER_VARIATIONS, base: ['ui', 'divider'] },
]);

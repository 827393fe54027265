import { testVariations } from '../../test-utils/variations.js';
import { TEXT_VARIATIONS } from './Text.js';

testVariations('elements/text/index.ts', 'text', [
  { component: 'Text', table: TEXT_VARIATIONS, base: ['ui', 'text'] },
]);

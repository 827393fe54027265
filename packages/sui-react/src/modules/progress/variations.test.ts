import { testVariations } from '../../test-utils/variations.js';
import { PROGRESS_VARIATIONS } from './Progress.js';

testVariations('modules/progress/index.ts', 'progress', [
  { component: 'Progress', table: PROGRESS_VARIATIONS, base: ['ui', 'progress'] },
]);

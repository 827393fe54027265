import { testVariations } from '../../test-utils/variations.js';
import { SEARCH_VARIATIONS } from './Search.js';

testVariations('modules/search/index.ts', 'search', [
  {
    component: 'Search',
    table: SEARCH_VARIATIONS,
    base: ['ui', 'search'],
    notProps: {
      loading: 'set while a search runs',
      disabled: 'set by the `disabled` prop',
      category: 'results in named groups: not offered (the results are one list)',
      horizontal: 'results in named groups: not offered (the results are one list)',
      resizable: 'a results list the user resizes: not offered',
    },
  },
]);

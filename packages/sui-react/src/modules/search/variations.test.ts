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
      category: 'set by `optionsGroupField` (results in named groups)',
      resizable: 'a results list the user resizes: not offered',
    },
  },
]);

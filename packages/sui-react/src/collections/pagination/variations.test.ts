import { testVariations } from '../../test-utils/variations.js';
import { PAGINATION_VARIATIONS } from './Pagination.js';

// A pagination is a `ui pagination menu`: its variations are the Menu's, in menu.css.
testVariations('collections/pagination/index.ts', 'menu', [
  { component: 'Pagination', table: PAGINATION_VARIATIONS, base: ['ui', 'pagination', 'menu'] },
]);

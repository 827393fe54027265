import { testVariations } from '../../test-utils/variations.js';
import { GRID_COLUMN_VARIATIONS, GRID_ROW_VARIATIONS, GRID_VARIATIONS } from './Grid.js';

// Each screen `only` and `reversed` take alone: the kit styles each one by a selector of its own,
// so several together (`only="tablet mobile"`) give the classes of each (Grid.test.tsx).
const ONLY = ['mobile', 'tablet', 'computer', 'large screen', 'widescreen'];
const REVERSED = [
  'mobile',
  'tablet',
  'computer',
  'mobile vertically',
  'tablet vertically',
  'computer vertically',
];

testVariations(
  'collections/grid/index.ts',
  ['grid', 'container'],
  [
    {
      component: 'Grid',
      table: GRID_VARIATIONS,
      base: ['ui', 'grid'],
      samples: { only: ONLY, reversed: REVERSED },
      notProps: {
        page: 'the kit\'s older "page grid", which a Grid with `container` replaces',
      },
    },
    {
      component: 'GridRow',
      table: GRID_ROW_VARIATIONS,
      base: ['row'],
      samples: { only: ONLY, reversed: REVERSED },
    },
    {
      component: 'GridColumn',
      table: GRID_COLUMN_VARIATIONS,
      base: ['column'],
      samples: { only: ONLY },
      notProps: {
        ui: 'a column that is a grid itself (`.ui.column.grid`): nest a Grid in the column instead',
        grid: 'a column that is a grid itself: nest a Grid in the column instead',
        row: 'a row\'s "four column" classes, which `columns` on Grid.Row gives',
        doubling: "a doubling row's classes, which Grid.Row gives",
      },
    },
  ],
);

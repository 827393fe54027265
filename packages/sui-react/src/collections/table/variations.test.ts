import { testVariations } from '../../test-utils/variations.js';
import {
  TABLE_CELL_VARIATIONS,
  TABLE_HEADER_CELL_VARIATIONS,
  TABLE_HEADER_VARIATIONS,
  TABLE_ROW_VARIATIONS,
  TABLE_VARIATIONS,
} from './Table.js';

// A table's parts have no class of their own: the kit styles them by their tags under `.ui.table`
// (`.ui.table tr.active`), so the second check (every class beside the base is some prop's) can only
// run for Table itself. Each part's values are still checked against the CSS.
const byTag = () => true;

testVariations('collections/table/index.ts', 'table', [
  {
    component: 'Table',
    table: TABLE_VARIATIONS,
    base: ['ui', 'table'],
    notProps: {
      segment: 'a table drawn as a segment (`.ui.table.segment`): put the table in a Segment instead',
      stacked: "a stacked segment's edge (`.ui.table.segment.stacked`): put the table in a stacked Segment",
      // The values of `overflowing` and `scrolling` give these with their own class.
      short: 'a value of `overflowing` and `scrolling` (`short scrolling`)',
      long: 'a value of `overflowing` and `scrolling` (`long scrolling`)',
    },
  },
  { component: 'TableRow', table: TABLE_ROW_VARIATIONS, base: [], openClass: byTag },
  { component: 'TableCell', table: TABLE_CELL_VARIATIONS, base: [], openClass: byTag },
  {
    component: 'TableHeaderCell',
    table: TABLE_HEADER_CELL_VARIATIONS,
    base: [],
    openClass: byTag,
    // `sorted="ascending"` gives `ascending sorted`, as Semantic UI React does; the kit styles the
    // two apart (`th.sorted` its shade, `th.ascending::after` its arrow), which Table.test.tsx checks.
    samples: { sorted: [] },
  },
  { component: 'TableHeader', table: TABLE_HEADER_VARIATIONS, base: [], openClass: byTag },
]);

import { testVariations } from '../../test-utils/variations.js';
import { SEGMENT_GROUP_VARIATIONS, SEGMENT_VARIATIONS } from './Segment.js';

testVariations('elements/segment/index.ts', 'segment', [
  {
    component: 'Segment',
    table: SEGMENT_VARIATIONS,
    base: ['ui', 'segment'],
    // The kit writes the sides of a fitted segment as `:not(.horizontally)` and `:not(.vertically)`,
    // so no compound selector holds `horizontally fitted`: only `true` can be checked here.
    samples: { fitted: [true] },
    notProps: {
      tab: "Tab's class for its panels",
      active: "Tab's class for the panel shown",
      column: "Grid's class: a segment that is a grid column",
      grid: "Grid's class: a segment that is a grid",
      page: "Grid's class: a page grid",
      table: "Table's class: a table drawn as a segment",
    },
  },
  { component: 'SegmentGroup', table: SEGMENT_GROUP_VARIATIONS, base: ['ui', 'segments'] },
  { component: 'SegmentInline', table: {}, base: ['inline'] },
]);

import { testVariations } from '../../test-utils/variations.js';
import { FEED_EVENT_VARIATIONS, FEED_LABEL_VARIATIONS, FEED_VARIATIONS } from './Feed.js';

testVariations('views/feed/index.ts', 'feed', [
  { component: 'Feed', table: FEED_VARIATIONS, base: ['ui', 'feed'] },
  { component: 'FeedEvent', table: FEED_EVENT_VARIATIONS, base: ['event'] },
  {
    component: 'FeedLabel',
    table: FEED_LABEL_VARIATIONS,
    base: ['label'],
    notProps: { ui: "the kit's Label element put inside a feed label (`.label > .ui.label`)" },
  },
]);

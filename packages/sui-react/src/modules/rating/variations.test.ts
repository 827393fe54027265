import { testVariations } from '../../test-utils/variations.js';
import { RATING_VARIATIONS } from './Rating.js';

testVariations('modules/rating/index.ts', 'rating', [
  {
    component: 'Rating',
    table: RATING_VARIATIONS,
    base: ['ui', 'rating'],
    notProps: {
      disabled: 'set by the `disabled` prop, which also takes the rating out of the tab order',
      selected:
        "the kit's state while the pointer previews a rating; the Rating marks the previewed icons itself",
    },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { LOADER_VARIATIONS } from './Loader.js';

testVariations('elements/loader/index.ts', 'loader', [
  {
    component: 'Loader',
    table: LOADER_VARIATIONS,
    base: ['ui', 'loader'],
    // `medium` is the default look: the kit has no rule for it, but Semantic UI React writes the
    // class, so the prop keeps it.
    samples: { size: ['mini', 'tiny', 'small', 'large', 'big', 'huge', 'massive'] },
    notProps: {
      text: 'given when the loader has content (children or content)',
      visible: "the kit's other name for active (a transition state)",
      hidden: "the kit's other name for disabled (a transition state)",
    },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { IMAGE_GROUP_VARIATIONS, IMAGE_VARIATIONS } from './Image.js';

/** Set by the Transition module while the image shows or hides, never by a prop. */
const transition = 'a state of the Transition module, set while the image shows or hides';

testVariations('elements/image/index.ts', 'image', [
  {
    component: 'Image',
    table: IMAGE_VARIATIONS,
    base: ['ui', 'image'],
    // `floated="left"` gives `left floated`, which the kit draws with its `.floated.image` rule
    // (left is the side it floats to by default): no selector names `left floated` together.
    samples: { floated: ['right'] },
    notProps: { transition },
  },
  {
    component: 'ImageGroup',
    table: IMAGE_GROUP_VARIATIONS,
    base: ['ui', 'images'],
    samples: { floated: ['right'] },
    notProps: { transition },
  },
]);

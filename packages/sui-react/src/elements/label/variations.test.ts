import { testVariations } from '../../test-utils/variations.js';
import { LABEL_GROUP_VARIATIONS, LABEL_VARIATIONS } from './Label.js';

/**
 * `medium` is the default look: the kit has no rule for it, but Semantic UI React writes the class,
 * so the prop keeps it (and its type, for code written for Semantic UI React).
 */
const SIZES = ['mini', 'tiny', 'small', 'large', 'big', 'huge', 'massive'];

const TRANSITION = "a transition state, set by the kit's transition module";

testVariations('elements/label/index.ts', 'label', [
  {
    component: 'Label',
    table: LABEL_VARIATIONS,
    base: ['ui', 'label'],
    // `corner="right"` writes `right corner` (as Semantic UI React does): the kit draws the right
    // corner with `.corner` alone, so the extra word changes nothing. The other values are checked.
    samples: { corner: [true, 'left'], size: SIZES },
    notProps: {
      pointing: 'written by Label from `pointing` (word order matters: Label.test.tsx checks it)',
      above: 'written by Label from `pointing="above"` (Label.test.tsx)',
      below: 'written by Label from `pointing="below"` (Label.test.tsx)',
      image: 'written by Label for `image={true}` (a shorthand value gives an image inside instead)',
      icon: 'the class of the icon inside (the `icon` shorthand); an icon-only label adds className="icon"',
      hidden: TRANSITION,
      visible: TRANSITION,
    },
  },
  {
    component: 'LabelGroup',
    table: LABEL_GROUP_VARIATIONS,
    base: ['ui', 'labels'],
    samples: { size: SIZES },
    notProps: { hidden: TRANSITION, visible: TRANSITION },
  },
]);

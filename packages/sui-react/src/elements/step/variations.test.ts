import { testVariations } from '../../test-utils/variations.js';
import { STEP_CONTENT_VARIATIONS, STEP_GROUP_VARIATIONS, STEP_VARIATIONS } from './Step.js';

testVariations('elements/step/index.ts', 'step', [
  {
    component: 'Step',
    table: STEP_VARIATIONS,
    base: ['step'],
    notProps: {
      ui: 'a lone `ui step` (with a size) is kit markup Semantic UI React has no prop for; size a group instead',
      mini: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      tiny: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      small: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      large: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      big: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      huge: 'a size of a lone `ui step`; Step.Group size sizes its steps',
      massive: 'a size of a lone `ui step`; Step.Group size sizes its steps',
    },
  },
  {
    component: 'StepGroup',
    table: STEP_GROUP_VARIATIONS,
    base: ['ui', 'steps'],
    // Semantic UI React's attached="top" gives `top attached`: the kit draws every attached group
    // as attached to what is above it, so its CSS names no `top`, and the check takes the others.
    samples: { attached: [true, 'bottom'], stackable: ['tablet'] },
  },
  { component: 'StepContent', table: STEP_CONTENT_VARIATIONS, base: ['content'] },
]);

import { testVariations } from '../../test-utils/variations.js';
import {
  BUTTON_CONTENT_VARIATIONS,
  BUTTON_GROUP_VARIATIONS,
  BUTTON_VARIATIONS,
  BUTTON_WRAPPER_VARIATIONS,
} from './Button.js';

/**
 * `medium` is the default look: the kit has no rule for it, but Semantic UI React writes the class,
 * so the prop keeps it (and its type, for code written for Semantic UI React).
 */
const SIZES = ['mini', 'tiny', 'small', 'large', 'big', 'huge', 'massive'];

testVariations('elements/button/index.ts', 'button', [
  {
    component: 'Button',
    table: { ...BUTTON_VARIATIONS, ...BUTTON_WRAPPER_VARIATIONS },
    base: ['ui', 'button'],
    samples: { size: SIZES },
    notProps: {
      icon: 'written by Button when it shows an icon and no text, or beside a labelPosition (Button.test.tsx)',
      labeled: 'written by Button from `label` and `labelPosition` (`left labeled`, Button.test.tsx)',
    },
  },
  {
    component: 'ButtonGroup',
    table: BUTTON_GROUP_VARIATIONS,
    base: ['ui', 'buttons'],
    samples: { size: SIZES },
  },
  { component: 'ButtonContent', table: BUTTON_CONTENT_VARIATIONS, base: ['content'] },
]);

import { testVariations } from '../../test-utils/variations.js';
import { POPUP_VARIATIONS } from './Popup.js';

const PLACEMENT = 'the side the popup really uses, from `placement` (it flips to stay in view)';
const TRANSITION = 'the show and hide transition, drawn by the component';

testVariations('modules/popup/index.ts', 'popup', [
  {
    component: 'Popup',
    table: POPUP_VARIATIONS,
    base: ['ui', 'popup'],
    notProps: {
      ...Object.fromEntries(['top', 'bottom', 'left', 'right', 'center'].map((c) => [c, PLACEMENT])),
      ...Object.fromEntries(['animating', 'visible', 'invisible'].map((c) => [c, TRANSITION])),
      big: "not among the original API's five sizes (mini, tiny, small, large, huge)",
      massive: "not among the original API's five sizes (mini, tiny, small, large, huge)",
    },
  },
]);

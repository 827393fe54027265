import { testVariations } from '../../test-utils/variations.js';
import { MODAL_VARIATIONS } from './Modal.js';
import { MODAL_SIZES } from './state.js';

testVariations('modules/modal/index.ts', 'modal', [
  {
    component: 'Modal',
    table: MODAL_VARIATIONS,
    base: ['ui', 'modal'],
    // The spec's `normal` size keeps its class, which no rule of the kit styles: the default width.
    samples: { size: MODAL_SIZES.filter((size) => size !== 'normal') },
    notProps: {
      active: 'the shown state',
      scrolling: 'set by `mustScroll`, or when the modal is taller than the screen',
      aligned: '`centered={false}` puts the modal near the top (through its dimmer)',
      top: '`centered={false}` puts the modal near the top (through its dimmer)',
      bottom: 'a modal at the bottom of the screen is not offered; `centered={false}` puts it at the top',
      legacy: 'for browsers without flexbox, which the library does not support',
      loading: "the kit's script's state while it measures a modal",
      ...Object.fromEntries(
        ['big', 'huge', 'massive'].map((size) => [size, "not among the spec's five sizes (mini to large)"]),
      ),
    },
  },
]);

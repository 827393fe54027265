import { testVariations } from '../../test-utils/variations.js';
import { DIMMABLE_VARIATIONS, DIMMER_VARIATIONS } from './Dimmer.js';

const TRANSITION = 'the show and hide transition, drawn by the component';

testVariations('modules/dimmer/index.ts', 'dimmer', [
  {
    component: 'Dimmer',
    table: DIMMER_VARIATIONS,
    base: ['ui', 'dimmer'],
    notProps: {
      active: 'the shown state, from `dimmed`',
      ...Object.fromEntries(
        ['animating', 'visible', 'transition', 'in', 'out', 'fade', 'up', 'down', 'center', 'bounce'].map(
          (c) => [c, TRANSITION],
        ),
      ),
      disabled: 'a dimmer that never shows is one not rendered (or never `dimmed`)',
      legacy: 'for browsers without flexbox, which the library does not support',
      modals: "the Modal's own page dimmer",
      simple: 'a dimmer shown by CSS alone; this one is shown by `dimmed`',
    },
  },
  {
    component: 'Dimmer',
    table: DIMMABLE_VARIATIONS,
    base: ['dimmable'],
    notProps: {
      dimmed: 'set on the covered element while the dimmer is shown',
      animating: "the kit's script's state while it animates; the component animates the dimmer itself",
      in: "the kit's script's state while it animates; the component animates the dimmer itself",
    },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { REVEAL_CONTENT_VARIATIONS, REVEAL_VARIATIONS } from './Reveal.js';

testVariations('elements/reveal/index.ts', 'reveal', [
  {
    component: 'Reveal',
    table: REVEAL_VARIATIONS,
    base: ['ui', 'reveal'],
    // Every animation but `small fade`, Semantic UI React's name for two classes the kit draws
    // apart: `small` (the size) and `fade`, each checked through its own prop.
    samples: {
      animated: [
        'fade',
        'move',
        'move right',
        'move up',
        'move down',
        'rotate',
        'rotate left',
        'rotate right',
        'slide',
        'slide right',
        'slide up',
        'slide down',
      ],
    },
  },
  { component: 'RevealContent', table: REVEAL_CONTENT_VARIATIONS, base: ['content'] },
]);

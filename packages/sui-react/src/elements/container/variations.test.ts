import { testVariations } from '../../test-utils/variations.js';
import { CONTAINER_VARIATIONS } from './Container.js';

testVariations('elements/container/index.ts', 'container', [
  {
    component: 'Container',
    table: CONTAINER_VARIATIONS,
    base: ['ui', 'container'],
    notProps: {
      grid: "Grid's class: a grid that is also a container (Grid's container prop)",
      relaxed: "Grid's class: a relaxed grid container",
    },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { ACCORDION_VARIATIONS } from './Accordion.js';

testVariations('modules/accordion/index.ts', 'accordion', [
  {
    component: 'Accordion',
    table: ACCORDION_VARIATIONS,
    base: ['ui', 'accordion'],
    notProps: { menu: 'a Menu that is also an accordion (`ui accordion menu`): a variation of the Menu' },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { BREADCRUMB_VARIATIONS } from './Breadcrumb.js';

testVariations('collections/breadcrumb/index.ts', 'breadcrumb', [
  {
    component: 'Breadcrumb',
    table: BREADCRUMB_VARIATIONS,
    base: ['ui', 'breadcrumb'],
    notProps: { segment: "Segment's class: a breadcrumb drawn as a segment (`as={Segment}`)" },
  },
  {
    component: 'BreadcrumbSection',
    table: {},
    base: ['section'],
    notProps: { active: 'given by `active`, which also sets `aria-current`' },
  },
]);

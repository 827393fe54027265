import { testVariations } from '../../test-utils/variations.js';
import {
  PLACEHOLDER_HEADER_VARIATIONS,
  PLACEHOLDER_IMAGE_VARIATIONS,
  PLACEHOLDER_LINE_VARIATIONS,
  PLACEHOLDER_VARIATIONS,
} from './Placeholder.js';

testVariations('elements/placeholder/index.ts', 'placeholder', [
  {
    component: 'Placeholder',
    table: PLACEHOLDER_VARIATIONS,
    base: ['ui', 'placeholder'],
    notProps: {
      hidden: 'a state the app sets with className (the kit hides the placeholder once the content is in)',
    },
  },
  {
    component: 'PlaceholderHeader',
    table: PLACEHOLDER_HEADER_VARIATIONS,
    base: ['header'],
  },
  { component: 'PlaceholderLine', table: PLACEHOLDER_LINE_VARIATIONS, base: ['line'] },
  {
    component: 'PlaceholderImage',
    table: PLACEHOLDER_IMAGE_VARIATIONS,
    base: ['image'],
    notProps: {
      header: "Placeholder.Header's image variation (`.image.header`), not this part",
    },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import { ICON_GROUP_VARIATIONS, ICON_VARIATIONS } from './Icon.js';

testVariations('elements/icon/index.ts', 'icon', [
  {
    component: 'Icon',
    table: ICON_VARIATIONS,
    base: ['icon'],
    samples: { name: ['user', 'arrow left', 'facebook f'] },
  },
  { component: 'IconGroup', table: ICON_GROUP_VARIATIONS, base: ['icons'] },
]);

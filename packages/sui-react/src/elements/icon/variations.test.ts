import { iconNames } from '../../../../../scripts/kit-names.mjs';
import { testVariations } from '../../test-utils/variations.js';
import { ICON_GROUP_VARIATIONS, ICON_VARIATIONS } from './Icon.js';

/** Every word of every icon name: the classes `name` gives. */
const nameWords = new Set(iconNames().flatMap((name: string) => name.split(' ')));

testVariations('elements/icon/index.ts', 'icon', [
  {
    component: 'Icon',
    table: ICON_VARIATIONS,
    base: ['icon'],
    samples: { name: ['user', 'arrow left', 'facebook f', '500px'] },
    openClass: (cls) => nameWords.has(cls),
  },
  {
    component: 'IconGroup',
    table: ICON_GROUP_VARIATIONS,
    base: ['icons'],
    notProps: { icon: 'i.icon.icons sizes an icon that is itself a group; a group is `icons`' },
  },
]);

import { testVariations } from '../../test-utils/variations.js';
import {
  LIST_CONTENT_VARIATIONS,
  LIST_ICON_VARIATIONS,
  LIST_ITEM_VARIATIONS,
  LIST_VARIATIONS,
} from './List.js';

testVariations('elements/list/index.ts', 'list', [
  { component: 'List', table: LIST_VARIATIONS, base: ['ui', 'list'] },
  { component: 'ListItem', table: LIST_ITEM_VARIATIONS, base: ['item'] },
  { component: 'ListContent', table: LIST_CONTENT_VARIATIONS, base: ['content'] },
  {
    component: 'ListIcon',
    table: LIST_ICON_VARIATIONS,
    base: ['icon'],
    notProps: { loading: 'an Icon variation: List.Icon takes every Icon prop (icon.css checks them)' },
  },
]);

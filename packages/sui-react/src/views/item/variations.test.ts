import { testVariations } from '../../test-utils/variations.js';
import { ITEM_CONTENT_VARIATIONS, ITEM_GROUP_VARIATIONS, ITEM_VARIATIONS } from './Item.js';

testVariations('views/item/index.ts', 'item', [
  {
    component: 'ItemGroup',
    table: ITEM_GROUP_VARIATIONS,
    base: ['ui', 'items'],
    notProps: {
      item: "an item's class (Item)",
      image: "an image's class (Item.Image, and Image's own `ui image` when sized)",
      content: "the content's class (Item.Content)",
    },
  },
  { component: 'Item', table: ITEM_VARIATIONS, base: ['item'] },
  { component: 'ItemContent', table: ITEM_CONTENT_VARIATIONS, base: ['content'] },
]);

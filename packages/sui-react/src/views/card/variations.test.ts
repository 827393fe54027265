import { testVariations } from '../../test-utils/variations.js';
import { CARD_GROUP_VARIATIONS, CARD_VARIATIONS } from './Card.js';

const ALIGN = { textAlign: 'align' } as const;

testVariations('views/card/index.ts', 'card', [
  { component: 'Card', table: CARD_VARIATIONS, base: ['ui', 'card'] },
  { component: 'CardGroup', table: CARD_GROUP_VARIATIONS, base: ['ui', 'cards'] },
  { component: 'CardContent', table: ALIGN, base: ['content'], notProps: { extra: 'given by `extra`' } },
  { component: 'CardHeader', table: ALIGN, base: ['header'] },
  { component: 'CardMeta', table: ALIGN, base: ['meta'] },
  { component: 'CardDescription', table: ALIGN, base: ['description'] },
]);

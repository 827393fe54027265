import { testVariations } from '../../test-utils/variations.js';
import { MESSAGE_VARIATIONS } from './Message.js';

testVariations('collections/message/index.ts', 'message', [
  {
    component: 'Message',
    table: MESSAGE_VARIATIONS,
    base: ['ui', 'message'],
    notProps: {
      centered: 'the same look as `textAlign="center"`',
      hidden:
        'the DOM `hidden` attribute hides a message (it passes through); a dismissed message is removed',
      visible:
        'a shown message is simply rendered; the kit forces it visible over `hidden`, which a React component does not need',
    },
  },
]);

import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The keys of a card that is a link (`href`) or a button (`onClick`): its page's table and Card.test.tsx read these rows. */
export const cardKeyboard: KeyboardTable = [
  { keys: ['Tab'], does: 'Reach a card that is a link or a button (a card with neither is no Tab stop).' },
  { where: 'On a card with href', keys: ['Enter'], does: 'Follow the link (the browser’s own).' },
  {
    where: 'On a card with onClick and no href',
    keys: ['Enter', ' '],
    does: 'Press it, as a button is pressed: onClick is called with the click and the card’s props.',
  },
];

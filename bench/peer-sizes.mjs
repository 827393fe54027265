// Writes bench/peer-sizes.json: the gzipped sizes of Semantic UI React 2.1.5 (alone, and with
// react-semantic-ui-datepickers 2.17.2) that the size budgets in `npm test` compare against. The
// peers are pinned, so these figures only change when a pinned version does; re-run after changing
// one: node bench/peer-sizes.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PEER_SEVENTEEN, peerSize } from './sizes.mjs';

const out = fileURLToPath(new URL('./peer-sizes.json', import.meta.url));
const sizes = {
  package:
    'semantic-ui-react@2.1.5, with react-semantic-ui-datepickers@2.17.2 for seventeenWithDatepicker (React external, esbuild minified, gzip -9)',
  dropdown: (await peerSize(['Dropdown'])).gz,
  seventeen: (await peerSize(PEER_SEVENTEEN)).gz,
  // The 17 plus react-semantic-ui-datepickers@2.17.2, the datepicker its users add.
  seventeenWithDatepicker: (await peerSize(PEER_SEVENTEEN, true)).gz,
};
writeFileSync(out, JSON.stringify(sizes, null, 2) + '\n');
console.log(sizes);

// Writes bench/peer-sizes.json: the gzipped sizes of Semantic UI React 2.1.5 that the size budgets
// in `npm test` compare against: its Dropdown, and what its users ship for the features of all of
// sui-react (its 17 module and collection equivalents, 16 elements and the collections of issue 27 built so far, plus the datepicker, slider and toast packages they add; see
// LIKE_WITH_LIKE in sizes.mjs). The peers are pinned (bench/package.json), so these figures only
// change when a pinned version does; re-run after changing one: node bench/peer-sizes.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LIKE_WITH_LIKE, peerSize } from './sizes.mjs';

const out = fileURLToPath(new URL('./peer-sizes.json', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const pinned = [
  'semantic-ui-react',
  'react-semantic-ui-datepickers',
  'react-semantic-ui-range',
  'react-toastify',
]
  .map((name) => `${name}@${dependencies[name]}`)
  .join(', ');
const sizes = {
  package: `${pinned} (React external, esbuild minified, gzip -9)`,
  dropdown: (await peerSize(['Dropdown'])).gz,
  likeWithLike: (await peerSize(LIKE_WITH_LIKE.names, LIKE_WITH_LIKE.addons)).gz,
};
writeFileSync(out, JSON.stringify(sizes, null, 2) + '\n');
console.log(sizes);

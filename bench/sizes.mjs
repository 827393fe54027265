// Bundle sizes, sui-react next to Semantic UI React 2.1.5: each component on its own, and all
// together. esbuild, minified, gzipped (level 9), React external: the cost of the components alone.
// sui-react is measured from its build (packages/sui-react/dist); the peer from bench/node_modules.
// Semantic UI React has no datepicker: its users add react-semantic-ui-datepickers (anchors.md §1),
// which is measured as the Datepicker's peer.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allComponentsSize, bundleSize as bundle } from './measure.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '..');
const PEER = BENCH;

/** Our module, its named exports, and the Semantic UI React exports that do the same job. */
export const PAIRS = [
  { name: 'Select + MultiSelect', ours: ['select', ['Select', 'MultiSelect']], peer: ['Dropdown'] },
  { name: 'Dropdown', ours: ['dropdown', ['Dropdown']], peer: ['Dropdown'] },
  { name: 'Modal', ours: ['modal', ['Modal']], peer: ['Modal'] },
  { name: 'Popup', ours: ['popup', ['Popup']], peer: ['Popup'] },
  { name: 'Search', ours: ['search', ['Search']], peer: ['Search'] },
  { name: 'Tabs', ours: ['tabs', ['Tabset', 'TabHeader', 'TabContent']], peer: ['Tab'] },
  { name: 'Accordion', ours: ['accordion', ['Accordion', 'AccordionPanel']], peer: ['Accordion'] },
  {
    name: 'Sidebar',
    ours: ['sidebar', ['Sidebar', 'SidebarContainer', 'SidebarSibling']],
    peer: ['Sidebar'],
  },
  {
    name: 'Transition',
    ours: ['transition', ['TransitionController', 'useTransitionBinding']],
    peer: ['Transition'],
  },
  { name: 'Message', ours: ['message', ['Message']], peer: ['Message'] },
  { name: 'Pagination', ours: ['pagination', ['Pagination']], peer: ['Pagination'] },
  {
    name: 'Checkbox + Radio',
    ours: ['checkbox', ['Checkbox', 'Radio', 'RadioGroup']],
    peer: ['Checkbox', 'Radio'],
  },
  { name: 'Rating', ours: ['rating', ['Rating']], peer: ['Rating'] },
  { name: 'Progress', ours: ['progress', ['Progress']], peer: ['Progress'] },
  { name: 'Dimmer', ours: ['dimmer', ['Dimmer']], peer: ['Dimmer'] },
  { name: 'Datepicker', ours: ['datepicker', ['Datepicker']], peer: [], peerDatepicker: true },
];

/** The datepicker Semantic UI React users install, with its default export imported. */
const PEER_DATEPICKER = `import SemanticDatepicker from 'react-semantic-ui-datepickers';`;

/** The 17 Semantic UI React exports we also build (anchors.md §6). */
export const PEER_SEVENTEEN = [
  'Message',
  'Pagination',
  'Accordion',
  'Checkbox',
  'Radio',
  'Dimmer',
  'Dropdown',
  'Modal',
  'Popup',
  'Progress',
  'Rating',
  'Search',
  'Select',
  'Sidebar',
  'Tab',
  'Transition',
  'TransitionablePortal',
];

// Keep the imports alive: a bundle that only imports would be tree-shaken to nothing.
const keep = (names) => `window.__keep = [${names.join(', ')}];`;

export async function ourSize(subpath, names) {
  if (!existsSync(join(ROOT, 'packages/sui-react/dist', 'index.js'))) {
    throw new Error('Build the library first: npm run build -w sui-react');
  }
  return bundle(`import { ${names.join(', ')} } from 'sui-react/${subpath}';\n${keep(names)}`, ROOT);
}

/**
 * The named Semantic UI React exports, plus react-semantic-ui-datepickers when `datepicker`.
 * @param {string[]} names
 * @param {boolean} [datepicker]
 */
export async function peerSize(names, datepicker = false) {
  if (!existsSync(join(PEER, 'node_modules/react-semantic-ui-datepickers'))) {
    throw new Error('Install the benchmark dependencies first: npm ci --prefix bench');
  }
  const imports = names.length ? `import { ${names.join(', ')} } from 'semantic-ui-react';\n` : '';
  const kept = datepicker ? [...names, 'SemanticDatepicker'] : names;
  return bundle(`${imports}${datepicker ? PEER_DATEPICKER : ''}\n${keep(kept)}`, PEER);
}

/** Sizes of every pair whose sui-react module exists, plus the totals. */
export async function measureSizes() {
  const rows = [];
  for (const pair of PAIRS) {
    const [subpath, names] = pair.ours;
    if (
      !existsSync(join(ROOT, 'packages/sui-react/src/modules', subpath)) &&
      !existsSync(join(ROOT, 'packages/sui-react/src/collections', subpath))
    )
      continue;
    const ours = await ourSize(subpath, names);
    const peer = await peerSize(pair.peer, pair.peerDatepicker);
    rows.push({ name: pair.name, ours, peer, ratio: ours.gz / peer.gz });
  }
  const allOurs = await allComponentsSize();
  const oursNoDatepicker = await allComponentsSize(['Datepicker']);
  const peer17 = await peerSize(PEER_SEVENTEEN);
  const peer17Datepicker = await peerSize(PEER_SEVENTEEN, true);
  const peerAll = await bundle(`import * as all from 'semantic-ui-react';\nwindow.__keep = all;`, PEER);
  return {
    rows,
    // The budget compares all of sui-react with the peer's 17; the two other readings compare like
    // with like (without our Datepicker; with the datepicker the peer's users add).
    total: { ours: allOurs, peerSeventeen: peer17, peerAll, ratio: allOurs.gz / peer17.gz },
    withoutDatepicker: { ours: oursNoDatepicker, peer: peer17, ratio: oursNoDatepicker.gz / peer17.gz },
    withDatepickers: { ours: allOurs, peer: peer17Datepicker, ratio: allOurs.gz / peer17Datepicker.gz },
  };
}

const kb = (n) => (n / 1000).toFixed(1).padStart(6);

const pct = (ratio, digits = 0) => `${(ratio * 100).toFixed(digits)}%`;

export function sizeTable({ rows, total, withoutDatepicker, withDatepickers }) {
  const lines = [
    '| component | sui-react gz KB | Semantic UI React gz KB | ratio |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) lines.push(`| ${r.name} | ${kb(r.ours.gz)} | ${kb(r.peer.gz)} | ${pct(r.ratio)} |`);
  lines.push(
    `| **all of sui-react** vs SUIR's 17 equivalents (the budget: 40%) | ${kb(total.ours.gz)} | ${kb(total.peerSeventeen.gz)} | ${pct(total.ratio, 2)} |`,
    `| all but the Datepicker vs SUIR's 17 | ${kb(withoutDatepicker.ours.gz)} | ${kb(withoutDatepicker.peer.gz)} | ${pct(withoutDatepicker.ratio, 2)} |`,
    `| all of sui-react vs SUIR's 17 + react-semantic-ui-datepickers | ${kb(withDatepickers.ours.gz)} | ${kb(withDatepickers.peer.gz)} | ${pct(withDatepickers.ratio, 2)} |`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureSizes();
  console.log(sizeTable(sizes));
}

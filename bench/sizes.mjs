// Bundle sizes, sui-react next to Semantic UI React 2.1.5: each component on its own, and all
// together. esbuild, minified, gzipped (level 9), React external: the cost of the components alone.
// sui-react is measured from its build (packages/sui-react/dist); the peer from bench/node_modules.
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
];

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

export async function peerSize(names) {
  if (!existsSync(join(PEER, 'node_modules/semantic-ui-react'))) {
    throw new Error('Install the benchmark dependencies first: npm ci --prefix bench');
  }
  return bundle(`import { ${names.join(', ')} } from 'semantic-ui-react';\n${keep(names)}`, PEER);
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
    const peer = await peerSize(pair.peer);
    rows.push({ name: pair.name, ours, peer, ratio: ours.gz / peer.gz });
  }
  const allOurs = await allComponentsSize();
  const peer17 = await peerSize(PEER_SEVENTEEN);
  const peerAll = await bundle(`import * as all from 'semantic-ui-react';\nwindow.__keep = all;`, PEER);
  return {
    rows,
    total: { ours: allOurs, peerSeventeen: peer17, peerAll, ratio: allOurs.gz / peer17.gz },
  };
}

const kb = (n) => (n / 1000).toFixed(1).padStart(6);

export function sizeTable({ rows, total }) {
  const lines = [
    '| component | sui-react gz KB | Semantic UI React gz KB | ratio |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(`| ${r.name} | ${kb(r.ours.gz)} | ${kb(r.peer.gz)} | ${(r.ratio * 100).toFixed(0)}% |`);
  lines.push(
    `| **all of sui-react** vs SUIR's 17 equivalents | ${kb(total.ours.gz)} | ${kb(total.peerSeventeen.gz)} | ${(total.ratio * 100).toFixed(0)}% |`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureSizes();
  console.log(sizeTable(sizes));
}

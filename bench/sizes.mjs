// Bundle sizes, sui-react next to Semantic UI React 2.1.5: each component on its own, and all
// together. esbuild, minified, gzipped (level 9), React external: the cost of the components alone.
// sui-react is measured from its build (packages/sui-react/dist); the peer from bench/node_modules.
// Semantic UI React has no datepicker, slider or toast: its users add a package for each
// (react-semantic-ui-datepickers, anchors.md §1; react-semantic-ui-range; react-toastify), which is
// measured as the peer of our module. The whole-library budget compares like with like: all of
// sui-react against the peer's equivalents (17 modules and collections, 16 elements, and the
// collections and views of issue 27 built so far) plus those three packages (LIKE_WITH_LIKE).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_DIST, allComponentsSize, bundleSize as bundle, pageSizes } from './measure.mjs';

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
  { name: 'Datepicker', ours: ['datepicker', ['Datepicker']], peer: [], addons: ['datepicker'] },
  { name: 'Slider', ours: ['slider', ['Slider', 'RangeSlider']], peer: [], addons: ['slider'] },
  { name: 'Toast', ours: ['toast', ['Toaster', 'toast', 'useToast']], peer: [], addons: ['toast'] },
];

/**
 * The packages Semantic UI React users add for what it lacks, imported the way their READMEs show.
 * react-toastify is measured from its main entry, which injects its own stylesheet: that is what its
 * users ship (our Toast's look comes from Fomantic's CSS, which both sides ship and neither counts).
 */
export const PEER_ADDONS = {
  datepicker: {
    code: `import SemanticDatepicker from 'react-semantic-ui-datepickers';`,
    names: ['SemanticDatepicker'],
  },
  slider: {
    code: `import { Slider as RangeSlider } from 'react-semantic-ui-range';`,
    names: ['RangeSlider'],
  },
  toast: {
    code: `import { ToastContainer, toast } from 'react-toastify';`,
    names: ['ToastContainer', 'toast'],
  },
};

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

/**
 * The Semantic UI React elements we also build (issue 26), with their sub-components: a user who
 * writes `<Button.Group>` ships ButtonGroup through Button's static member, so each is counted once.
 */
export const PEER_ELEMENTS = [
  'Button',
  'Container',
  'Divider',
  'Flag',
  'Header',
  'Icon',
  'Image',
  'Input',
  'Label',
  'List',
  'Loader',
  'Placeholder',
  'Rail',
  'Reveal',
  'Segment',
  'Step',
];

/**
 * The Semantic UI React collections and views of issue 27 we also build so far, counted like the
 * elements (their parts come with them as static members).
 */
export const PEER_COLLECTIONS = [
  'Advertisement',
  'Breadcrumb',
  'Card',
  'Comment',
  'Feed',
  'Form',
  'Grid',
  'Item',
  'Menu',
  'Statistic',
  'Table',
  // The TextArea came with the Form (an addon in Semantic UI React).
  'TextArea',
  // The modules of issue 28, native in sui-react and Semantic UI React's own on its side.
  'Embed',
  'Sticky',
  'Visibility',
];

/** What a Semantic UI React user ships for the features of all of sui-react: the budget's measure. */
export const LIKE_WITH_LIKE = {
  names: [...PEER_SEVENTEEN, ...PEER_ELEMENTS, ...PEER_COLLECTIONS],
  addons: /** @type {const} */ (['datepicker', 'slider', 'toast']),
};

// Keep the imports alive: a bundle that only imports would be tree-shaken to nothing.
const keep = (names) => `window.__keep = [${names.join(', ')}];`;

export async function ourSize(subpath, names) {
  if (!existsSync(join(ROOT, 'packages/sui-react/dist', 'index.js'))) {
    throw new Error('Build the library first: npm run build -w sui-react');
  }
  return bundle(`import { ${names.join(', ')} } from 'sui-react/${subpath}';\n${keep(names)}`, ROOT);
}

/**
 * The named Semantic UI React exports, plus the add-on packages named (keys of PEER_ADDONS).
 * @param {string[]} names
 * @param {ReadonlyArray<keyof typeof PEER_ADDONS>} [addons]
 */
export async function peerSize(names, addons = []) {
  if (!existsSync(join(PEER, 'node_modules/react-toastify'))) {
    throw new Error('Install the benchmark dependencies first: npm ci --prefix bench');
  }
  const imports = names.length ? `import { ${names.join(', ')} } from 'semantic-ui-react';\n` : '';
  const extra = addons.map((addon) => PEER_ADDONS[addon]);
  const code = extra.map((addon) => addon.code).join('\n');
  return bundle(`${imports}${code}\n${keep([...names, ...extra.flatMap((addon) => addon.names)])}`, PEER);
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
    const peer = await peerSize(pair.peer, pair.addons);
    rows.push({ name: pair.name, ours, peer, ratio: ours.gz / peer.gz });
  }
  const ours = await allComponentsSize();
  const peer = await peerSize(LIKE_WITH_LIKE.names, LIKE_WITH_LIKE.addons);
  const peerAll = await bundle(`import * as all from 'semantic-ui-react';\nwindow.__keep = all;`, PEER);
  return { rows, total: { ours, peer, peerAll, ratio: ours.gz / peer.gz } };
}

const kb = (n) => (n / 1000).toFixed(1).padStart(6);

const pct = (ratio, digits = 0) => `${(ratio * 100).toFixed(digits)}%`;

export function sizeTable({ rows, total }) {
  const lines = [
    '| component | sui-react gz KB | Semantic UI React (or the package its users add) gz KB | ratio |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) lines.push(`| ${r.name} | ${kb(r.ours.gz)} | ${kb(r.peer.gz)} | ${pct(r.ratio)} |`);
  lines.push(
    `| **all of sui-react** vs SUIR's ${LIKE_WITH_LIKE.names.length} equivalents (17 modules and collections, 16 elements, ${PEER_COLLECTIONS.length} collections and views of issue 27) + react-semantic-ui-datepickers + react-semantic-ui-range + react-toastify (the goal: 35%) | ${kb(total.ours.gz)} | ${kb(total.peer.gz)} | ${pct(total.ratio, 2)} |`,
  );
  return lines.join('\n');
}

/**
 * Writes bench/results/sizes.json: the library's sizes next to the peer's and, when the site is
 * built, every route's first load. The site's Performance page draws its size charts from it.
 * @param {Awaited<ReturnType<typeof measureSizes>>} library
 * @param {ReturnType<typeof pageSizes> | null} site
 */
export function writeSizes(library, site) {
  const file = join(BENCH, 'results/sizes.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), library, site }, null, 2)}\n`);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureSizes();
  console.log(sizeTable(sizes));
  const built = existsSync(join(SITE_DIST, '.vite/manifest.json'));
  if (!built) console.log('\nThe site is not built (npm run build): its first loads are left out.');
  console.log(`\nWritten to ${writeSizes(sizes, built ? pageSizes() : null)}`);
}

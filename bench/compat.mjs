// `npm run bench:compat`: sui-react/compat's Dropdown next to Semantic UI React 2.1.5's, both
// written `<Dropdown search selection options>` (issue 28 asks the compat Dropdown to be at least
// 10× faster at 10,000 options, on open and per keystroke). Same method and pages as bench/run.mjs
// (its measureSelect: a click that opens, then keystrokes that filter), for 100, 1,000 and 10,000
// options; writes bench/results/compat.json and compat.md.
//
// The compat page is bundled from the library's build (`import` condition), as an app gets it;
// `--source` bundles it from packages/sui-react/src instead (no build needed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { machine } from './measure.mjs';
import { librarySources } from '../scripts/library-aliases.mjs';
import { bundle, CHROMIUM, LIBRARIES, measureSelect, median, round, RUNS, serve } from './run.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench/results');
const SIZES = [100, 1_000, 10_000];
const GOAL_RATIO = 10;

/** `sui-react/...` resolved to the library's sources (for --source). */
const fromSources = {
  name: 'sui-react-sources',
  setup(b) {
    const sources = new Map(
      librarySources().map((e) => [e.name, join(ROOT, 'packages/sui-react', e.source)]),
    );
    b.onResolve({ filter: /^sui-react(\/.*)?$/ }, (args) =>
      sources.has(args.path) ? { path: sources.get(args.path) } : undefined,
    );
  },
};

export function compatLibraries(source = false) {
  const peer = LIBRARIES.find((l) => l.name === 'semantic-ui-react');
  const ours = LIBRARIES.find((l) => l.name === 'sui-react');
  return [
    {
      name: 'sui-react-compat',
      version: ours.version,
      entry: 'bench/select/compat.tsx',
      conditions: ['import'],
      plugins: source ? [fromSources] : [],
      // A short list is drawn in the closed menu too (as Semantic UI React does): only the shown menu counts.
      selectors: { ...peer.selectors },
    },
    peer,
  ];
}

/** Runs the compat Dropdown benchmark; writes bench/results/compat.json and compat.md. */
export async function runCompatBench({ source = false } = {}) {
  const libraries = compatLibraries(source);
  for (const library of libraries) await bundle(library, 'compat Dropdown bench');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const summary = (timings) => ({
    paintMs: round(median(timings.map((t) => t.paint))),
    scriptMs: round(median(timings.map((t) => t.script))),
  });
  const results = {
    date: new Date().toISOString(),
    environment: {
      ...machine(browser),
      runs: RUNS,
      compatFrom: source ? 'packages/sui-react/src (--source)' : 'the library build',
      method:
        'as bench/run.mjs: medians in ms from the click or keydown to the result painted (paint) and to the handlers done (script).',
    },
    libraries: {},
  };
  try {
    for (const library of libraries) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      const entry = { version: library.version, react: null, dropdown: {} };
      for (const count of SIZES) {
        const { open, filter, drawn, reactVersion } = await measureSelect(page, base, library, count);
        entry.react = reactVersion;
        entry.dropdown[count] = { drawnOptions: drawn, open: summary(open), keystroke: summary(filter) };
      }
      results.libraries[library.name] = entry;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const [ours, peer] = libraries.map((l) => results.libraries[l.name]);
  results.comparison = SIZES.flatMap((count) =>
    ['open', 'keystroke'].map((what) => {
      const a = ours.dropdown[count][what];
      const b = peer.dropdown[count][what];
      return {
        count,
        what,
        compatPaintMs: a.paintMs,
        peerPaintMs: b.paintMs,
        ratioPaint: round(b.paintMs / a.paintMs),
      };
    }),
  );
  results.goal = results.comparison
    .filter((c) => c.count === 10_000)
    .map((c) => ({ what: c.what, ratioPaint: c.ratioPaint, tenTimesFaster: c.ratioPaint >= GOAL_RATIO }));
  const ms = (n) => n.toFixed(1);
  const markdown = [
    '| case | sui-react/compat paint | Semantic UI React paint | ratio |',
    '| --- | ---: | ---: | ---: |',
    ...results.comparison.map(
      (c) =>
        `| Dropdown, ${c.count.toLocaleString('en')} options: ${c.what} | ${ms(c.compatPaintMs)} | ${ms(c.peerPaintMs)} | ${c.ratioPaint.toFixed(1)}× |`,
    ),
    '',
    ...results.goal.map(
      (g) =>
        `10,000 options, ${g.what}: ${g.ratioPaint.toFixed(1)}× faster (goal ≥ ${GOAL_RATIO}×: ${g.tenTimesFaster ? 'met' : 'NOT met'})`,
    ),
  ].join('\n');
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'compat.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(
    join(RESULTS, 'compat.md'),
    `# sui-react/compat Dropdown next to Semantic UI React 2.1.5\n\n${results.date}, Chromium ${results.environment.chromium}, ` +
      `${results.environment.cpus}, median of ${RUNS} runs, React ${ours.react} on both pages; compat from ${results.environment.compatFrom}.\n\n${markdown}\n`,
  );
  return { results, markdown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCompatBench({ source: process.argv.includes('--source') })
    .then(({ markdown }) => console.log(`\n${markdown}\n\nWritten to bench/results/compat.json, compat.md`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

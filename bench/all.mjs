// `npm run bench`: the whole benchmark in one go, sui-react next to Semantic UI React 2.1.5.
//   1. the Select interaction timings in Chromium (bench/run.mjs),
//   1a. the same timings for sui-react/compat's Dropdown, written with Semantic UI React's props
//      (bench/compat.mjs),
//   1b. the same timings at scale: Select and Search over 100,000 items, a MultiSelect with 1,000
//      labels, 200 tabs, 500 accordion panels, a datepicker over 1,000 years (bench/scale.mjs),
//   1c. the elements: a 1,000-row list (Segment, Header, Label, Icon, Button, Image) next to the
//      same list in Semantic UI React and written by hand: mount, update, server render, heap
//      (bench/elements.mjs),
//   2. bundle sizes side by side (bench/sizes.mjs),
//   3. the docs site: first-load JS/CSS per page, 2 × 20 mount/unmount cycles per page with the JS
//      heap, its compiled code and live DOM nodes / listeners / React fibers after a forced GC,
//      Lighthouse mobile and desktop (bench/site.mjs).
// Builds the library and the site first when their build is missing (--rebuild builds them
// anyway). Writes bench/results/latest.json (everything) and bench/results/latest.md (the tables).
// Each part still runs alone: npm run bench:select, bench:compat, bench:scale, bench:elements, bench:sizes,
// bench:site.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, LIBRARY_DIST, SITE_DIST, pageSizes } from './measure.mjs';
import { runSelectBench } from './run.mjs';
import { runCompatBench } from './compat.mjs';
import { runScaleBench } from './scale.mjs';
import { runElementsBench, writeElements } from './elements.mjs';
import { measureSizes, sizeTable, writeSizes } from './sizes.mjs';
import { freePort, lighthouse, mountCycles, startPreview } from './site.mjs';

const RESULTS = join(ROOT, 'bench/results');
const CYCLES = Number(process.env.BENCH_CYCLES ?? 20);
/**
 * The pages Lighthouse scores (each mobile and desktop): the first page, Select, the largest first
 * load (Datepicker) and the page with the most controls (Forms).
 */
const LIGHTHOUSE_PAGES = (
  process.env.BENCH_LIGHTHOUSE ?? '/getting-started,/modules/select,/modules/datepicker,/guides/forms'
).split(',');
const rebuild = process.argv.includes('--rebuild');

function run(args, what) {
  console.log(`\n> npm ${args.join(' ')}  (${what})`);
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${what} failed.`);
}

const kb = (n) => (n / 1000).toFixed(1);
const step = (what) => console.log(`\n=== ${what} (${new Date().toISOString().slice(11, 19)} UTC)`);

async function main() {
  if (rebuild || !existsSync(join(LIBRARY_DIST, 'index.js')))
    run(['run', 'build', '-w', 'sui-react'], 'The library build');
  if (rebuild || !existsSync(join(SITE_DIST, '.vite/manifest.json')))
    run(['run', 'build', '-w', 'site'], 'The site build');

  step('Select interaction timings');
  const select = await runSelectBench({ buildLibrary: false });
  console.log(`\n${select.text}`);

  step('Compat Dropdown interaction timings');
  const compat = await runCompatBench();
  console.log(`\n${compat.markdown}`);

  step('Interaction timings at scale');
  const scale = await runScaleBench({ buildLibrary: false });
  console.log(`\n${scale.markdown}`);

  step('Elements: a 1,000-row list');
  const elements = await runElementsBench();
  const elementsMd = writeElements(elements);
  console.log(`\n${elementsMd}`);

  step('Table: 1,000 rows with a Label and a Button');
  const table = await runElementsBench({ name: 'table' });
  console.log(`\n${writeElements(table)}`);

  step('Bundle sizes');
  const sizes = await measureSizes();
  const sizesMd = sizeTable(sizes);
  console.log(`\n${sizesMd}`);

  step('Site: first load per page');
  const firstLoad = pageSizes();
  writeSizes(sizes, firstLoad);
  const firstLoadMd = [
    '| page | JS gz KB | CSS gz KB | files |',
    '| --- | ---: | ---: | ---: |',
    ...firstLoad.map((p) => `| ${p.path} | ${kb(p.js)} | ${kb(p.css)} | ${p.files.length} |`),
  ].join('\n');
  console.log(`\n${firstLoadMd}`);

  const port = Number(process.env.PREVIEW_PORT ?? (await freePort()));
  const preview = await startPreview(port);
  let cycles;
  const scores = {};
  try {
    step(`Site: 2 × ${CYCLES} mount/unmount cycles per page`);
    cycles = await mountCycles(preview.url, CYCLES);
    step('Site: Lighthouse');
    for (const path of LIGHTHOUSE_PAGES) scores[path] = lighthouse(`${preview.url}#${path}`);
  } finally {
    preview.stop();
  }
  const counts = (c) =>
    c.samples.map((x) => `${x.domNodes} / ${x.listeners} / ${x.fibers} / ${x.detachedNodes}`).join(' → ');
  const cyclesMd = [
    `| page | mount median ms | heap growth, cycles 1–${CYCLES} KB (code) | heap growth, cycles ${CYCLES + 1}–${2 * CYCLES} KB (code) | DOM nodes / listeners / fibers / detached nodes at 0 → ${CYCLES} → ${2 * CYCLES} |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...cycles.map(
      (c) =>
        `| ${c.path} | ${c.mountMs.toFixed(1)} | ${kb(c.growth)} (${kb(c.codeGrowth)}) | ${kb(c.growthSecond)} (${kb(c.codeGrowthSecond)}) | ${counts(c)} |`,
    ),
  ].join('\n');
  console.log(`\n${cyclesMd}`);
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const lighthouseMd = [
    `| page | form factor | ${categories.join(' | ')} | audits below 0.9 |`,
    `| --- | --- |${' ---: |'.repeat(categories.length)} --- |`,
    ...Object.entries(scores).flatMap(([path, byForm]) =>
      Object.entries(byForm).map(
        ([form, s]) =>
          `| ${path} | ${form} | ${categories.map((c) => s[c]).join(' | ')} | ${s.failing.join(', ') || '—'} |`,
      ),
    ),
  ].join('\n');
  console.log(`\n${lighthouseMd}`);

  const env = select.results.environment;
  const latest = {
    date: new Date().toISOString(),
    environment: env,
    select: select.results,
    compat: compat.results,
    scale: scale.results,
    elements,
    sizes,
    site: { firstLoad, mountCycles: { cycles: CYCLES, pages: cycles }, lighthouse: scores },
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  const md = [
    '# Benchmark: sui-react next to Semantic UI React 2.1.5',
    '',
    `${latest.date}, Chromium ${env.chromium}, Node ${env.node}, ${env.cpus}. ` +
      `Timings are medians of ${env.runs} runs (BENCH_RUNS); both Select pages run React ` +
      `${Object.values(select.results.libraries)
        .map((l) => l.react)
        .join(' / ')} from bench/node_modules. Generated by \`npm run bench\`.`,
    '',
    '## Select interaction (ms from the input event to the result painted; ratio = Semantic UI React / sui-react)',
    '',
    select.markdown,
    '',
    "## sui-react/compat's Dropdown (Semantic UI React's props; ratio = Semantic UI React / compat)",
    '',
    compat.markdown,
    '',
    '## At scale (same method; ms from the input event to the result painted)',
    '',
    scale.markdown,
    '',
    '## Elements: a 1,000-row list (sui-react, Semantic UI React, the same markup by hand; React 18.3.1)',
    '',
    elementsMd,
    '',
    '## Bundle sizes (esbuild, minified, gzipped, React external)',
    '',
    sizesMd,
    '',
    '## Site: first load (gzipped)',
    '',
    firstLoadMd,
    '',
    `## Site: 2 × ${CYCLES} mount/unmount cycles per page (after a forced GC)`,
    '',
    'Each page in a fresh tab, after 2 warm-up cycles. Heap growth is the JS heap (V8 used size); ' +
      '"code" is the part of it that is compiled code and JIT feedback (from heap snapshots), which ' +
      'grows as V8 optimises the code that runs. A leak grows both halves alike and raises the live ' +
      "counts; the counts are exact (DOM nodes include the repository-button frames' documents, " +
      'which come and go).',
    '',
    cyclesMd,
    '',
    '## Site: Lighthouse',
    '',
    lighthouseMd,
    '',
  ].join('\n');
  writeFileSync(join(RESULTS, 'latest.md'), md);
  console.log(
    '\nWritten to bench/results/latest.json, bench/results/latest.md (and select.json, compat.json, compat.md, scale.json, scale.md, elements.json, elements.md, table.json, table.md, sizes.json)',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

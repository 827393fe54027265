// `npm run bench:elements`: the elements, sui-react next to Semantic UI React 2.1.5 and next to the
// same markup written by hand (the floor no component library can go under). Not part of `npm test`.
//
// The case (issue 26): a list of 1,000 rows, each a Segment holding a Header, a Label with an icon,
// an Icon, a Button and an avatar Image (bench/elements/<library>.tsx; sui-react's and Semantic UI
// React's are the same code with only the import changed; hand.tsx writes sui-react's markup as
// plain elements). All three run React 18.3.1 from bench/node_modules: sui-react is bundled from its
// sources (packages/sui-react/src/elements/<name>, so the figures follow the code as it is written,
// with no library build), with `process.env.NODE_ENV` "production" as an app's build sets it.
//
// Measured, as bench/run.mjs measures the Select (its server, page timer and medians are reused):
//   mount  — a click on the page's "mount" button → the 1,000 rows painted;
//   update — a click on "update" → every row's header, count, icon and button text changed, painted;
//   server — react-dom/server renderToString of the 1,000 rows in Node, ms per render (a process of
//            its own per library, 10 renders to warm up, then the median of BENCH_SERVER_RUNS);
//   heap   — the JS heap (V8's used size) after a forced garbage collection (CDP
//            HeapProfiler.collectGarbage), after 2 warm-up cycles and after each of 20 mount/unmount
//            cycles, in a fresh tab; "flat" when, less the compiled code V8 adds meanwhile (from heap
//            snapshots), the last is within 5% of one mounted list's heap of the first (keeping even
//            one list of the twenty would add 100%) and the DOM holds no more nodes.
// Each click timing runs from the pointerdown to a task queued from the next animation frame after
// React's synchronous render (the frame showing it, painted); medians of BENCH_RUNS runs (default
// 9) after 2 warm-up rounds. Goals: at least 2× faster than Semantic UI React in mount, update and
// server render, within 1.25× of the hand-written markup, heap flat.
//
// Writes bench/results/elements.json and elements.md. `--only=semantic-ui-react,hand` measures a
// part and prints it (nothing written).
//
// Other cases run on the same harness with `--case=<name>` (BENCHES below): each is a folder of
// bench/ with the three libraries' rows (sui-react.tsx, semantic-ui-react.tsx, hand.tsx) and the
// kit's CSS it needs (styles.ts), drawn by the same page and server render (bench/elements/page.tsx
// and server.tsx). `--case=table` (issue 27): a 1,000-row Table with a Label and a Button in each
// row; it writes bench/results/table.json and table.md. `--case=card` (issue 27): a 200-card
// Card.Group (its own `count`), each card with an image, header, meta, description and an extra
// with a Label and a Button; bench/results/card.json and card.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { machine, ROOT } from './measure.mjs';
import { REACT_VERSION, RUNS, installTimer, lastTiming, median, round, serve } from './run.mjs';

const DIST = join(ROOT, 'bench/dist');
const RESULTS = join(ROOT, 'bench/results');
const COUNT = 1000;

/**
 * The cases the harness runs: each a folder of rows (`dir`), what a drawn row is and what its first
 * row reads (`rows`, `first`: the page's checks), and a title for the results.
 */
export const BENCHES = {
  elements: {
    dir: 'bench/elements',
    title: 'Elements: a 1,000-row list, sui-react next to Semantic UI React 2.1.5 and hand-written markup',
    what: 'rows',
    rows: '#list > .ui.segment',
    first: '#list > .ui.segment > .ui.header',
  },
  table: {
    dir: 'bench/table',
    title:
      'Table: 1,000 rows with a Label and a Button in each, sui-react next to Semantic UI React 2.1.5 and hand-written markup',
    what: 'table rows',
    rows: '#list > .ui.table > tbody > tr',
    first: '#list > .ui.table > tbody > tr > td',
  },
  card: {
    dir: 'bench/card',
    title:
      'Card: a 200-card Card.Group (image, header, meta, description, an extra with a Label and a Button), sui-react next to Semantic UI React 2.1.5 and hand-written markup',
    what: 'cards',
    rows: '#list > .ui.cards > .card',
    first: '#list > .ui.cards > .card > .content > .header',
    // Rows drawn per run (the other cases draw 1,000).
    count: 200,
  },
};
const CYCLES = Number(process.env.BENCH_CYCLES ?? 20);
const SERVER_RUNS = Number(process.env.BENCH_SERVER_RUNS ?? 25);
const SERVER_ROUNDS = 5;
const WARM_UP = 2;
/** The goals of issue 26. */
const GOAL_PEER = 2;
const GOAL_FLOOR = 1.25;
const FLAT_SHARE = 0.05;

const fromBench = createRequire(join(ROOT, 'bench/package.json'));
const version = (file) => JSON.parse(readFileSync(file, 'utf8')).version;

/** The three lists, in table order. */
export const LISTS = [
  {
    name: 'sui-react',
    label: 'sui-react',
    version: version(join(ROOT, 'packages/sui-react/package.json')),
    rows: 'sui-react.tsx',
  },
  {
    name: 'semantic-ui-react',
    label: 'Semantic UI React',
    version: version(fromBench.resolve('semantic-ui-react/package.json')),
    rows: 'semantic-ui-react.tsx',
  },
  { name: 'hand', label: 'hand-written', version: null, rows: 'hand.tsx' },
];
const [OURS, PEER, FLOOR] = LISTS.map((l) => l.name);

/** The esbuild plugins: the same React for all, the case's rows and CSS, sui-react from its sources. */
const plugins = (bench, list, platform) => [
  {
    name: 'elements-bench',
    setup(b) {
      // react, react-dom and their subpaths from bench/node_modules (React 18.3.1), for every list;
      // react-dom/server in its Node build for the server bundle.
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
        path:
          platform === 'node' || args.path !== 'react-dom/server'
            ? fromBench.resolve(args.path)
            : fromBench.resolve('react-dom/server.browser'),
      }));
      b.onResolve({ filter: /^elements-rows$/ }, () => ({ path: join(ROOT, bench.dir, list.rows) }));
      b.onResolve({ filter: /^bench-styles$/ }, () => ({ path: join(ROOT, bench.dir, 'styles.ts') }));
      b.onResolve({ filter: /^sui-react\/[a-z-]+$/ }, (args) => {
        const path = ['elements', 'collections', 'views']
          .map((group) => join(ROOT, 'packages/sui-react/src', group, args.path.slice(9), 'index.ts'))
          .find((file) => existsSync(file));
        if (!path) return { errors: [{ text: `sui-react has no part ${args.path}` }] };
        return { path };
      });
    },
  },
];

const common = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
};

/** Bundles the list's page (bench/dist/<case>/<name>/) and its server render (server.mjs). */
async function bundle(bench, list) {
  const dir = join(DIST, bench.name, list.name);
  mkdirSync(dir, { recursive: true });
  await build({
    ...common,
    entryPoints: { main: join(ROOT, 'bench/elements/page.tsx') },
    outdir: dir,
    plugins: plugins(bench, list, 'browser'),
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.ttf': 'file',
      '.eot': 'file',
      '.svg': 'file',
      '.png': 'file',
    },
  });
  await build({
    ...common,
    entryPoints: [join(ROOT, 'bench/elements/server.tsx')],
    outfile: join(dir, 'server.mjs'),
    platform: 'node',
    // Node's own modules (react-dom/server reads `stream`) through a require of the bundle's own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    plugins: plugins(bench, list, 'node'),
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${list.name} ${bench.name} bench</title>` +
      `<link rel="stylesheet" href="main.css"></head><body style="padding:2em">` +
      `<div id="root"></div><script type="module" src="main.js"></script></body></html>`,
  );
}

/**
 * Clicks one of the page's buttons (fixed in a corner: their place never changes) with the mouse at
 * its centre, as bench/run.mjs clicks (no actionability checks running in the page meanwhile), and
 * returns the timing of that click.
 */
async function click(page, id) {
  const at = await page.evaluate((button) => {
    const box = document.getElementById(button).getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, n: window.__timings.length };
  }, id);
  await page.mouse.click(at.x, at.y);
  return lastTiming(page, at.n);
}

/** Checks what the list shows: `rows` rows, and after an update the new generation's text. */
async function check(bench, page, list, rows, gen) {
  const state = await page.evaluate(
    ({ rows: r, first }) => ({
      rows: document.querySelectorAll(r).length,
      gen: Number(document.getElementById('list').dataset.gen),
      first: document.querySelector(first)?.textContent ?? null,
    }),
    { rows: bench.rows, first: bench.first },
  );
  if (state.rows !== rows)
    throw new Error(`${list.name}: ${state.rows} ${bench.what} drawn, expected ${rows}.`);
  if (rows && state.first !== `Item 1, version ${state.gen + 1}`)
    throw new Error(`${list.name}: the first row reads "${state.first}" at generation ${state.gen}.`);
  if (gen !== undefined && state.gen !== gen) throw new Error(`${list.name}: generation ${state.gen}.`);
}

const summary = (timings) => ({
  paintMs: round(median(timings.map((t) => t.paint))),
  scriptMs: round(median(timings.map((t) => t.script))),
  runs: timings.map((t) => ({ paint: round(t.paint), script: round(t.script) })),
});

/**
 * Mount and update timings, a tab per list, the lists taking turns run by run (so that a change in
 * the machine's load falls on all of them alike).
 */
async function measureTimings(bench, browser, base, lists) {
  const tabs = [];
  for (const list of lists) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`${base}/${bench.name}/${list.name}/index.html?count=${bench.count ?? COUNT}`);
    await page.waitForSelector('#mount');
    const react = await page.evaluate(() => window.__reactVersion);
    if (react !== REACT_VERSION)
      throw new Error(`${list.name}: the page runs React ${react}, not ${REACT_VERSION}.`);
    await page.evaluate(installTimer);
    tabs.push({ list, page, react, mount: [], update: [], unmount: [] });
  }
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    for (const tab of tabs) {
      const { list, page } = tab;
      await page.bringToFront();
      const m = await click(page, 'mount');
      await check(bench, page, list, bench.count ?? COUNT);
      await page.waitForTimeout(100);
      const u = await click(page, 'update');
      await check(bench, page, list, bench.count ?? COUNT);
      await page.waitForTimeout(100);
      const x = await click(page, 'unmount');
      await check(bench, page, list, 0);
      await page.waitForTimeout(100);
      if (run >= WARM_UP) {
        tab.mount.push(m);
        tab.update.push(u);
        tab.unmount.push(x);
      }
    }
  }
  const out = {};
  for (const tab of tabs) {
    await tab.page.close();
    out[tab.list.name] = {
      react: tab.react,
      mount: summary(tab.mount),
      update: summary(tab.update),
      unmount: summary(tab.unmount),
    };
  }
  return out;
}

/** The bytes of compiled code and JIT feedback in a heap snapshot (as bench/site.mjs reads them). */
function codeBytes(snapshot) {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const code = types[0].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length)
    if (snapshot.nodes[i + type] === code) bytes += snapshot.nodes[i + size];
  return bytes;
}

/**
 * The JS heap after a forced GC, after WARM_UP mount/unmount cycles and after each of CYCLES more,
 * in a fresh tab; at the first and the last, a heap snapshot gives the part that is compiled code
 * (V8 compiling and optimising the code the cycles run: it grows at first, and is not a leak).
 */
async function measureHeap(bench, browser, base, list) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await page.goto(`${base}/${bench.name}/${list.name}/index.html?count=${bench.count ?? COUNT}`);
  await page.waitForSelector('#mount');
  await page.evaluate(installTimer);
  const cdp = await page.context().newCDPSession(page);
  const sample = async (snapshot = false) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    if (!snapshot) return { heap: usedSize, domNodes: nodes };
    const chunks = [];
    const onChunk = ({ chunk }) => chunks.push(chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    return { heap: usedSize, domNodes: nodes, codeBytes: codeBytes(JSON.parse(chunks.join(''))) };
  };
  for (let i = 0; i < WARM_UP; i++) {
    await click(page, 'mount');
    await click(page, 'unmount');
  }
  const samples = [await sample(true)];
  let mounted = null;
  for (let i = 1; i <= CYCLES; i++) {
    await click(page, 'mount');
    await check(bench, page, list, bench.count ?? COUNT);
    // What one mounted list holds, measured once, halfway.
    if (i === CYCLES >> 1) mounted = await sample();
    await click(page, 'unmount');
    samples.push(await sample(i === CYCLES));
  }
  await cdp.detach();
  await page.close();
  const first = samples[0];
  const last = samples.at(-1);
  const listBytes = mounted.heap - samples[(CYCLES >> 1) - 1].heap;
  const growthBytes = last.heap - first.heap;
  const codeGrowthBytes = last.codeBytes - first.codeBytes;
  return {
    cycles: CYCLES,
    samples,
    firstBytes: first.heap,
    lastBytes: last.heap,
    growthBytes,
    codeGrowthBytes,
    domNodes: [first.domNodes, last.domNodes],
    listBytes,
    flat: growthBytes - codeGrowthBytes < FLAT_SHARE * listBytes && last.domNodes <= first.domNodes,
  };
}

/**
 * The server render: SERVER_ROUNDS rounds, in each a Node process per list (in turn) that warms up
 * and then times SERVER_RUNS / SERVER_ROUNDS renders. Wall time and the process's CPU time per
 * render; medians over all rounds.
 */
function measureServer(bench, lists) {
  const per = Math.max(1, Math.round(SERVER_RUNS / SERVER_ROUNDS));
  const runs = Object.fromEntries(lists.map((l) => [l.name, { times: [], cpu: [], length: 0, markup: '' }]));
  for (let round = 0; round < SERVER_ROUNDS; round++) {
    for (const list of lists) {
      const result = spawnSync(
        process.execPath,
        [join(DIST, bench.name, list.name, 'server.mjs'), String(per), String(bench.count ?? COUNT)],
        { encoding: 'utf8', maxBuffer: 1 << 26 },
      );
      if (result.status !== 0)
        throw new Error(`${list.name}: the server render failed:\n${result.stderr.slice(-3000)}`);
      const { react, times, cpu, length, markup } = JSON.parse(result.stdout);
      if (react !== REACT_VERSION) throw new Error(`${list.name}: the server runs React ${react}.`);
      Object.assign(runs[list.name], { length, markup });
      runs[list.name].times.push(...times);
      runs[list.name].cpu.push(...cpu);
    }
  }
  return Object.fromEntries(
    lists.map((l) => {
      const r = runs[l.name];
      return [
        l.name,
        {
          ms: round(median(r.times)),
          cpuMs: round(median(r.cpu)),
          runs: r.times.map(round),
          htmlBytes: r.length,
          markup: r.markup,
        },
      ];
    }),
  );
}

/** The class lists of the elements of `html`, in document order. */
const classLists = (html) =>
  [...html.matchAll(/<([a-z0-9]+)[^>]*?\sclass="([^"]*)"/g)].map(
    ([, tag, c]) => `${tag}.${c.split(' ').sort().join('.')}`,
  );

/**
 * The cases, in table order: [key, label, read the figure from a list's entry, held to the goals].
 * The goals are on what a user waits for (the frame painted, the server's HTML); the React work
 * alone (script) and the server's CPU time are shown beside them.
 */
const CASES = [
  ['mount', 'mount: click → every row painted', (e) => e.mount.paintMs, true],
  ['mount.script', 'mount: click → rendered and committed (script)', (e) => e.mount.scriptMs, false],
  ['update', 'update: click → every row changed, painted', (e) => e.update.paintMs, true],
  ['update.script', 'update: click → rendered and committed (script)', (e) => e.update.scriptMs, false],
  ['server', 'server: renderToString, per render', (e) => e.server.ms, true],
  ['server.cpu', 'server: renderToString, CPU time per render', (e) => e.server.cpuMs, false],
];

/** Ratios and goals from the three lists' figures. */
export function compare(libraries) {
  return CASES.map(([key, label, read, goal]) => {
    const [ours, peer, floor] = [OURS, PEER, FLOOR].map((name) => read(libraries[name]));
    return {
      case: key,
      label,
      goal,
      [OURS]: ours,
      [PEER]: peer,
      [FLOOR]: floor,
      peerRatio: round(peer / ours),
      floorRatio: round(ours / floor),
      // What no component library can do better than: Semantic UI React / the hand-written markup.
      peerOverFloor: round(peer / floor),
      fasterThanPeer: peer / ours >= GOAL_PEER,
      nearFloor: ours / floor <= GOAL_FLOOR,
    };
  });
}

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const signedKb = (n) => `${n >= 0 ? '+' : '−'}${(Math.abs(n) / 1000).toFixed(0)} KB`;
const heapCell = (h) =>
  `${mb(h.firstBytes)} → ${mb(h.lastBytes)} (${signedKb(h.growthBytes)}, code ${signedKb(h.codeGrowthBytes)}; DOM nodes ${h.domNodes[0]} → ${h.domNodes[1]})${h.flat ? '' : ' NOT flat'}`;

/** The table as markdown (also printed). */
export function elementsTable(results) {
  const { comparison, libraries } = results;
  const x = (n) => `${n.toFixed(2)}×`;
  const mark = (c, ok) => (c.goal && !ok ? ' (missed)' : '');
  return [
    `| ms (medians) | sui-react | Semantic UI React | hand-written | Semantic UI React / sui-react (goal ≥ ${GOAL_PEER}×) | sui-react / hand-written (goal ≤ ${GOAL_FLOOR}×) | Semantic UI React / hand-written |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...comparison.map(
      (c) =>
        `| ${c.goal ? c.label : `<small>${c.label}</small>`} | ${c[OURS].toFixed(1)} | ${c[PEER].toFixed(1)} | ${c[FLOOR].toFixed(1)} | ${x(c.peerRatio)}${mark(c, c.fasterThanPeer)} | ${x(c.floorRatio)}${mark(c, c.nearFloor)} | ${x(c.peerOverFloor)} |`,
    ),
    '',
    `| JS heap after a forced GC, after warm-up → after ${results.environment.cycles} mount/unmount cycles | one list mounted |`,
    '| --- | ---: |',
    ...LISTS.map(
      (l) => `| ${l.label}: ${heapCell(libraries[l.name].heap)} | ${mb(libraries[l.name].heap.listBytes)} |`,
    ),
  ].join('\n');
}

/** Runs the case `name` of BENCHES (default: the elements) for `only` (default: all three lists). */
export async function runElementsBench({ only = LISTS.map((l) => l.name), name = 'elements' } = {}) {
  if (!(name in BENCHES)) throw new Error(`No benchmark case ${name}: ${Object.keys(BENCHES).join(', ')}.`);
  const bench = { name, ...BENCHES[name] };
  const lists = LISTS.filter((l) => only.includes(l.name));
  for (const list of lists) await bundle(bench, list);
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = {
    case: name,
    date: new Date().toISOString(),
    environment: {
      ...machine(browser),
      runs: RUNS,
      serverRuns: SERVER_RUNS,
      cycles: CYCLES,
      rows: bench.count ?? COUNT,
      method:
        'mount, update: from the click (pointerdown) to a task queued from the next requestAnimationFrame, medians in ms after 2 warm-up rounds; server: renderToString in Node, median ms per render after 10 warm-up renders; heap: V8 used size after CDP HeapProfiler.collectGarbage, after 2 warm-up cycles and after each mount/unmount cycle. All on React 18.3.1; sui-react bundled from its sources, NODE_ENV production.',
    },
    libraries: {},
  };
  try {
    console.log('  mount and update timings');
    const timings = await measureTimings(bench, browser, base, lists);
    const heaps = {};
    for (const list of lists) {
      console.log(`  ${list.name}: heap`);
      heaps[list.name] = await measureHeap(bench, browser, base, list);
    }
    console.log('  server render');
    const servers = measureServer(bench, lists);
    for (const list of lists) {
      const { markup, ...serverRender } = servers[list.name];
      results.libraries[list.name] = {
        version: list.version,
        ...timings[list.name],
        server: serverRender,
        heap: heaps[list.name],
        classes: classLists(markup),
      };
    }
  } finally {
    await browser.close();
    server.close();
  }
  // The floor must draw the same elements with the same classes as sui-react, or it is no floor.
  for (const list of lists) {
    const entry = results.libraries[list.name];
    const floor = results.libraries[FLOOR];
    if (floor) entry.sameClassesAsFloor = JSON.stringify(entry.classes) === JSON.stringify(floor.classes);
  }
  if (lists.length === LISTS.length) {
    results.comparison = compare(results.libraries);
    const held = results.comparison.filter((c) => c.goal);
    results.goals = {
      fasterThanPeer: held.every((c) => c.fasterThanPeer),
      nearFloor: held.every((c) => c.nearFloor),
      heapFlat: results.libraries[OURS].heap.flat,
    };
  }
  return results;
}

/** The text of a partial run: each list's figures. */
function partialTable(results) {
  return Object.entries(results.libraries)
    .map(
      ([name, e]) =>
        `${name}: ${CASES.map(([key, , read]) => `${key} ${read(e)}`).join(', ')}\n  heap ${heapCell(e.heap)}, ` +
        `list ${mb(e.heap.listBytes)}; same classes as the floor: ${e.sameClassesAsFloor}`,
    )
    .join('\n');
}

/** Writes bench/results/<case>.json and <case>.md (elements.json…); returns the markdown table. */
export function writeElements(results) {
  const name = results.case ?? 'elements';
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = elementsTable(results);
  const { environment: env } = results;
  writeFileSync(
    join(RESULTS, `${name}.md`),
    [
      `# ${BENCHES[name].title}`,
      '',
      `${results.date}, Chromium ${env.chromium}, Node ${env.node}, ${env.cpus}. React 18.3.1 for all three. ` +
        `Medians of ${env.runs} runs (server: ${env.serverRuns}). Generated by \`npm run bench:elements${name === 'elements' ? '' : ` -- --case=${name}`}\`.`,
      '',
      markdown,
      '',
    ].join('\n'),
  );
  return markdown;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const onlyArg = process.argv.find((a) => a.startsWith('--only='));
  const only = onlyArg ? onlyArg.slice(7).split(',') : undefined;
  const name = process.argv.find((a) => a.startsWith('--case='))?.slice(7) ?? 'elements';
  runElementsBench({ only, name })
    .then((results) => {
      if (results.comparison) {
        console.log(`\n${writeElements(results)}\n`);
        console.log(JSON.stringify(results.goals));
        console.log(`\nWritten to bench/results/${name}.json and ${name}.md`);
      } else console.log(`\n${partialTable(results)}\n\n(a part only: nothing written)`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

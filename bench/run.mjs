// `npm run bench`: interaction timings of the Select in Chromium (not part of `npm test`).
//
// For each library in LIBRARIES, a small page is bundled (esbuild, production React) and served
// locally; Playwright drives the system Chromium with real mouse and keyboard input. Timing runs
// inside the page: it starts at the input event (pointerdown / keydown, captured on the document)
// and ends in a task queued from the next animation frame, that is once the frame showing the
// result has been painted. Each figure is the median of several runs.
//
// Measured, for 100, 1,000 and 10,000 options:
//   open   — click on the closed select → the open menu painted
//   filter — a keystroke in the search input → the filtered list painted
// and for a MultiSelect over 1,000 options: adding 50 labels one by one (Enter on the highlighted
// option), per label and in total.
//
// Both pages run the same React: react and react-dom always resolve to bench/node_modules (React
// 18.3.1; Semantic UI React does not support 19), and each page reports React.version, which the
// runner checks. The peer is Semantic UI React 2.1.5's search selection Dropdown. The table shows
// both libraries side by side and the ratio peer / sui-react per case.
//
// Another library is added by writing its page (bench/select/<name>.tsx, same query string, sets
// window.__reactVersion) and an entry in LIBRARIES with the selectors the runner needs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { machine } from './measure.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/dist');
const RESULTS = join(ROOT, 'bench/results/select.json');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = [100, 1_000, 10_000];
export const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const LABELS = 50;
export const REACT_VERSION = '18.3.1';
const fromBench = createRequire(join(ROOT, 'bench/package.json'));

/** Each library: its page and the selectors the runner uses on it. */
export const LIBRARIES = [
  {
    name: 'sui-react',
    version: JSON.parse(readFileSync(join(ROOT, 'packages/sui-react/package.json'), 'utf8')).version,
    entry: 'bench/select/sui-react.tsx',
    // The library is bundled from its build (package exports, `import` condition), as an app gets it.
    conditions: ['import'],
    selectors: {
      trigger: '.ui.dropdown',
      input: 'input.search',
      menu: '.ui.dropdown > .menu',
      option: '.ui.dropdown > .menu [role="option"]',
      label: '.ui.dropdown > .ui.label',
    },
  },
  {
    name: 'semantic-ui-react',
    version: JSON.parse(readFileSync(fromBench.resolve('semantic-ui-react/package.json'), 'utf8')).version,
    entry: 'bench/select/semantic-ui-react.tsx',
    conditions: [],
    // Semantic UI React keeps every option in the DOM while closed: only the visible menu counts.
    selectors: {
      trigger: '.ui.dropdown',
      input: 'input.search',
      menu: '.ui.dropdown > .menu.visible',
      option: '.ui.dropdown > .menu.visible > .item',
      label: '.ui.dropdown > .ui.label',
    },
  },
];

/** The goals of issue 7, checked against the 10,000-option figures. */
const GOAL_MS = 16;
const GOAL_RATIO = 10;
const GOAL_COUNT = 10_000;

/** react, react-dom and their subpaths resolve to bench/node_modules, for every library. */
const sameReact = {
  name: 'same-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: fromBench.resolve(args.path) }));
  },
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (n) => Math.round(n * 100) / 100;

export async function bundle(library, title = 'select bench') {
  const dir = join(OUT, library.name);
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: { main: join(ROOT, library.entry) },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: dir,
    jsx: 'automatic',
    conditions: library.conditions,
    plugins: [sameReact, ...(library.plugins ?? [])],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.ttf': 'file',
      '.eot': 'file',
      '.svg': 'file',
      '.png': 'file',
    },
    logLevel: 'error',
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${library.name} ${title}</title>` +
      `<link rel="stylesheet" href="main.css"></head><body style="padding:2em">` +
      `<div id="root"></div><script type="module" src="main.js"></script></body></html>`,
  );
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
export function serve() {
  const server = createServer((req, res) => {
    const path = join(OUT, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!path.startsWith(OUT) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Installed in the page. A measurement starts at the pointerdown or keydown (capture listener on
 * the document: before any handler). `script` ends once the page's handlers for the click or the
 * key (and its input event) have run: listeners on the React root container (added after React's
 * own) and on window run after React's root listener and its synchronous render. `paint` ends in a task queued from the next animation frame after them,
 * that is once that frame has been painted. (A searchable select may open on the mousedown that
 * focuses its input; starting at pointerdown and ending after the click covers either way.)
 */
export function installTimer() {
  window.__timings = [];
  let current = null;
  const start = () => {
    current = { t0: performance.now(), end: 0, scheduled: false };
  };
  const end = () => {
    const timing = current;
    if (!timing) return;
    timing.end = performance.now();
    if (timing.scheduled) return;
    timing.scheduled = true;
    requestAnimationFrame(() =>
      setTimeout(() =>
        window.__timings.push({ paint: performance.now() - timing.t0, script: timing.end - timing.t0 }),
      ),
    );
  };
  document.addEventListener('pointerdown', start, true);
  document.addEventListener('keydown', start, true);
  // React dispatches from its root container; a listener added there after React's runs after its
  // handlers even when a handler stops propagation (Semantic UI React stops the click), and the one
  // on window catches whatever runs later still.
  const root = document.getElementById('root');
  for (const type of ['click', 'keydown', 'input']) {
    root?.addEventListener(type, end);
    window.addEventListener(type, end);
  }
}

export async function lastTiming(page, previous) {
  await page.waitForFunction((n) => window.__timings.length > n, previous, { timeout: 0 });
  return page.evaluate(() => window.__timings.at(-1));
}

export async function measureSelect(page, base, library, count, runs = RUNS) {
  const s = library.selectors;
  await page.goto(`${base}/${library.name}/index.html?kind=single&count=${count}`);
  await page.waitForSelector(s.trigger);
  const reactVersion = await page.evaluate(() => window.__reactVersion);
  if (reactVersion !== REACT_VERSION)
    throw new Error(`${library.name}: the page runs React ${reactVersion}, not ${REACT_VERSION}.`);
  await page.evaluate(installTimer);
  const open = [];
  const filter = [];
  let drawn = 0;
  for (let run = 0; run < runs; run++) {
    // Open by a click on the select's text, then close again with Escape.
    let n = await page.evaluate(() => window.__timings.length);
    const box = await page.locator(s.trigger).boundingBox();
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    open.push(await lastTiming(page, n));
    await page.waitForSelector(s.option);
    drawn = await page.locator(s.option).count();
    // Filter: type and delete characters (each keystroke re-filters the whole list).
    for (const key of ['1', '2', 'Backspace', 'Backspace']) {
      n = await page.evaluate(() => window.__timings.length);
      await page.keyboard.press(key);
      filter.push(await lastTiming(page, n));
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction((sel) => !document.querySelector(sel), s.option);
    // Let the closing animation end and the page settle.
    await page.waitForTimeout(350);
    await page.mouse.click(5, 5);
  }
  return { open, filter, drawn, reactVersion };
}

async function measureMulti(page, base, library) {
  const s = library.selectors;
  await page.goto(`${base}/${library.name}/index.html?kind=multi&count=1000`);
  await page.waitForSelector(s.trigger);
  await page.evaluate(installTimer);
  await page.locator(s.input).focus();
  await page.waitForSelector(s.option);
  const adds = [];
  for (let i = 0; i < LABELS; i++) {
    const n = await page.evaluate(() => window.__timings.length);
    await page.keyboard.press('Enter');
    adds.push(await lastTiming(page, n));
  }
  const labels = await page.locator(s.label).count();
  if (labels !== LABELS) throw new Error(`${library.name}: expected ${LABELS} labels, found ${labels}.`);
  return adds;
}

/** The cases, in table order: [key in the JSON, label, read the summary from a library's entry]. */
function cases(results) {
  const list = [];
  for (const count of SIZES) {
    const n = count.toLocaleString('en');
    list.push([
      `select.${count}.open`,
      `Select, ${n} options: open (options drawn: ${LIBRARIES.map((l) => results.libraries[l.name]?.select[count]?.drawnOptions).join(' / ')})`,
      (e) => e.select[count].open,
    ]);
    list.push([
      `select.${count}.keystroke`,
      `Select, ${n} options: keystroke`,
      (e) => e.select[count].keystroke,
    ]);
  }
  list.push([
    'multiSelect.add',
    `MultiSelect, 1,000 options: add a label (1 of ${LABELS})`,
    (e) => e.multiSelect.add,
  ]);
  list.push([
    'multiSelect.total',
    `MultiSelect, 1,000 options: ${LABELS} labels in all`,
    (e) => ({ paintMs: e.multiSelect.totalPaintMs, scriptMs: e.multiSelect.totalScriptMs }),
  ]);
  return list.filter(([, , read]) => Object.values(results.libraries).every((e) => read(e)));
}

/** Side-by-side rows (ours, the peer, ratio peer / ours) and the goals at 10,000 options. */
export function compare(results) {
  const [ours, peer] = LIBRARIES.map((l) => l.name);
  const comparison = [];
  for (const [key, label, read] of cases(results)) {
    const a = read(results.libraries[ours]);
    const b = read(results.libraries[peer]);
    comparison.push({
      case: key,
      label,
      [ours]: { paintMs: a.paintMs, scriptMs: a.scriptMs },
      [peer]: { paintMs: b.paintMs, scriptMs: b.scriptMs },
      ratioPaint: round(b.paintMs / a.paintMs),
      ratioScript: round(b.scriptMs / a.scriptMs),
    });
  }
  const at = (what) => comparison.find((c) => c.case === `select.${GOAL_COUNT}.${what}`);
  const goals = ['open', 'keystroke'].map((what) => {
    const c = at(what);
    return {
      case: c.case,
      oursPaintMs: c[ours].paintMs,
      within16Ms: c[ours].paintMs <= GOAL_MS,
      ratioPaint: c.ratioPaint,
      tenTimesFaster: c.ratioPaint >= GOAL_RATIO,
    };
  });
  return { ours, peer, comparison, goals };
}

/** The side-by-side table as text (console) or markdown. */
export function selectTable({ ours, peer, comparison, goals }, markdown = false) {
  const header = [
    'case',
    `${ours} paint`,
    `${peer} paint`,
    'ratio',
    `${ours} script`,
    `${peer} script`,
    'ratio',
  ];
  const ms = (n) => n.toFixed(1);
  const x = (n) => `${n.toFixed(1)}×`;
  const table = comparison.map((c) => [
    c.label,
    ms(c[ours].paintMs),
    ms(c[peer].paintMs),
    x(c.ratioPaint),
    ms(c[ours].scriptMs),
    ms(c[peer].scriptMs),
    x(c.ratioScript),
  ]);
  const goalLines = goals.map(
    (g) =>
      `Goal at ${GOAL_COUNT.toLocaleString('en')} options, ${g.case.split('.').at(-1)}: ${ours} ${ms(g.oursPaintMs)} ms ` +
      `(≤ ${GOAL_MS} ms: ${g.within16Ms ? 'met' : 'NOT met'}), ${x(g.ratioPaint)} faster than ${peer} ` +
      `(≥ ${GOAL_RATIO}×: ${g.tenTimesFaster ? 'met' : 'NOT met'})`,
  );
  if (markdown) {
    return [
      `| ${header.join(' | ')} |`,
      `| --- |${' ---: |'.repeat(header.length - 1)}`,
      ...table.map((r) => `| ${r.join(' | ')} |`),
      '',
      ...goalLines.map((l) => `- ${l}`),
    ].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.map(line),
    '',
    ...goalLines,
  ].join('\n');
}

/** Runs the interaction benchmark for every library; writes bench/results/select.json. */
export async function runSelectBench({ buildLibrary = true } = {}) {
  if (buildLibrary) {
    const result = spawnSync('npm', ['run', 'build', '-w', 'sui-react'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The library build failed.');
  }
  for (const library of LIBRARIES) await bundle(library);
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = {
    date: new Date().toISOString(),
    environment: {
      ...machine(browser),
      runs: RUNS,
      method:
        'from the click or keydown (capture listener) to: script = the page handlers done (listeners on the React root and window); paint = a task queued from the next requestAnimationFrame. Medians in ms. Ratio = peer / sui-react.',
    },
    libraries: {},
  };
  const summary = (timings) => ({
    paintMs: round(median(timings.map((t) => t.paint))),
    scriptMs: round(median(timings.map((t) => t.script))),
    runs: timings.map((t) => ({ paint: round(t.paint), script: round(t.script) })),
  });
  try {
    for (const library of LIBRARIES) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      const entry = { version: library.version, react: null, select: {}, multiSelect: {} };
      for (const count of SIZES) {
        const { open, filter, drawn, reactVersion } = await measureSelect(page, base, library, count);
        entry.react = reactVersion;
        entry.select[count] = { drawnOptions: drawn, open: summary(open), keystroke: summary(filter) };
      }
      const adds = await measureMulti(page, base, library);
      entry.multiSelect = {
        labels: LABELS,
        options: 1000,
        add: summary(adds),
        totalPaintMs: round(adds.reduce((sum, t) => sum + t.paint, 0)),
        totalScriptMs: round(adds.reduce((sum, t) => sum + t.script, 0)),
      };
      results.libraries[library.name] = entry;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const compared = compare(results);
  results.comparison = compared.comparison;
  results.goals = compared.goals;
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  const reacts = LIBRARIES.map((l) => `${l.name} ${results.libraries[l.name].react}`).join(', ');
  const text =
    `Select benchmark: Chromium ${results.environment.chromium}, median of ${RUNS} runs, React: ${reacts}\n` +
    `(ms from the input event; ratio = ${compared.peer} / ${compared.ours})\n\n` +
    selectTable(compared);
  return { results, text, markdown: selectTable(compared, true) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runSelectBench({ buildLibrary: !process.argv.includes('--no-build') })
    .then(({ text }) => {
      console.log(`\n${text}\n\nWritten to ${RESULTS.slice(ROOT.length + 1)}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

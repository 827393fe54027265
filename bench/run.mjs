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
// Another library is added by writing its page (bench/select/<name>.tsx, same query string) and an
// entry in LIBRARIES with the selectors the runner needs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/dist');
const RESULTS = join(ROOT, 'bench/results/select.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = [100, 1_000, 10_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const LABELS = 50;

/** Each library: its page and the selectors the runner uses on it. */
const LIBRARIES = [
  {
    name: 'sui-react',
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
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n) => Math.round(n * 100) / 100;

async function bundle(library) {
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
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${library.name} select bench</title>` +
      `<link rel="stylesheet" href="main.css"></head><body style="padding:2em">` +
      `<div id="root"></div><script type="module" src="main.js"></script></body></html>`,
  );
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
function serve() {
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
 * key (and its input event) have run: a listener on window runs after React's root listener and
 * its synchronous render. `paint` ends in a task queued from the next animation frame after them,
 * that is once that frame has been painted. (A searchable select may open on the mousedown that
 * focuses its input; starting at pointerdown and ending after the click covers either way.)
 */
function installTimer() {
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
  for (const type of ['click', 'keydown', 'input']) window.addEventListener(type, end);
}

async function lastTiming(page, previous) {
  await page.waitForFunction((n) => window.__timings.length > n, previous);
  return page.evaluate(() => window.__timings.at(-1));
}

async function measureSelect(page, base, library, count) {
  const s = library.selectors;
  await page.goto(`${base}/${library.name}/index.html?kind=single&count=${count}`);
  await page.waitForSelector(s.trigger);
  await page.evaluate(installTimer);
  const open = [];
  const filter = [];
  let drawn = 0;
  for (let run = 0; run < RUNS; run++) {
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
  return { open, filter, drawn };
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

async function main() {
  if (!process.argv.includes('--no-build')) {
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
      chromium: browser.version(),
      node: process.version,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      runs: RUNS,
      method:
        'from the click or keydown (capture listener) to: script = the page handlers done (window listener); paint = a task queued from the next requestAnimationFrame. Medians in ms.',
    },
    libraries: {},
  };
  const rows = [];
  const summary = (timings) => ({
    paintMs: round(median(timings.map((t) => t.paint))),
    scriptMs: round(median(timings.map((t) => t.script))),
    runs: timings.map((t) => ({ paint: round(t.paint), script: round(t.script) })),
  });
  try {
    for (const library of LIBRARIES) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      const entry = { select: {}, multiSelect: {} };
      for (const count of SIZES) {
        const { open, filter, drawn } = await measureSelect(page, base, library, count);
        entry.select[count] = { drawnOptions: drawn, open: summary(open), keystroke: summary(filter) };
        rows.push([
          library.name,
          `Select, ${count.toLocaleString('en')} options: open (${drawn} options drawn)`,
          entry.select[count].open,
        ]);
        rows.push([
          library.name,
          `Select, ${count.toLocaleString('en')} options: keystroke`,
          entry.select[count].keystroke,
        ]);
      }
      const adds = await measureMulti(page, base, library);
      const total = adds.reduce((sum, t) => sum + t.paint, 0);
      entry.multiSelect = { labels: LABELS, options: 1000, add: summary(adds), totalPaintMs: round(total) };
      rows.push([
        library.name,
        `MultiSelect: add a label (${LABELS} in all, ${Math.round(total)} ms)`,
        entry.multiSelect.add,
      ]);
      results.libraries[library.name] = entry;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  const header = ['library', 'case', 'to paint (ms)', 'script (ms)'];
  const table = rows.map(([lib, what, t]) => [lib, what, t.paintMs.toFixed(1), t.scriptMs.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nSelect benchmark: Chromium ${results.environment.chromium}, median of ${RUNS} runs\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${RESULTS.slice(ROOT.length + 1)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The docs site: first-load JavaScript and CSS of every page (gzipped, from the build manifest),
// Lighthouse scores (mobile and desktop), and mounting each page 2 × 20 times with the JS heap,
// its compiled code and the counts of live DOM nodes, listeners and React fibers after a forced
// garbage collection. Needs a built site (npm run build) and the system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { ROOT, pageSizes, siteRoutes } from './measure.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));

/** A free TCP port on 127.0.0.1 (never 4173/5173, and not 4190, which Node's fetch refuses). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() =>
        port === 4173 || port === 5173 || port === 4190 ? freePort().then(done, fail) : done(port),
      );
    });
  });
}

/** Starts `vite preview` of the built site on `port`; resolves once it answers. */
export async function startPreview(port) {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const server = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: join(ROOT, 'site'),
      // An open stdin: vite preview quits when its input ends.
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-server.pid) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-server.pid);
  throw new Error(`vite preview did not answer on ${url}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * What a heap snapshot says about the page's memory: the bytes of compiled code and JIT feedback
 * (V8 node type `code`: bytecode, optimised machine code, feedback vectors), and the DOM nodes that
 * are detached from the document but still reachable.
 */
function snapshotSummary(snapshot) {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const width = fields.length;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const detachedness = fields.indexOf('detachedness');
  const code = types[0].indexOf('code');
  const native = types[0].indexOf('native');
  let codeBytes = 0;
  let detachedNodes = 0;
  const { nodes } = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    if (nodes[i + type] === code) codeBytes += nodes[i + size];
    else if (nodes[i + type] === native && detachedness >= 0 && nodes[i + detachedness] === 2)
      detachedNodes += 1;
  }
  return { codeBytes, detachedNodes };
}

/**
 * Mounts each page 2 × `cycles` times, navigating away to Getting Started in between, each page in
 * a fresh tab so that no page inherits another's warm-up. After 2 warm-up cycles, then after
 * `cycles` and after 2 × `cycles` cycles, it forces a GC and reads: the JS heap, the part of it that
 * is compiled code (from a heap snapshot), and exact counts of what a leak would leave behind: DOM
 * nodes, JS event listeners, React fibers and detached DOM nodes.
 *
 * A leak grows every figure by the same amount in both halves. Compiled code grows mostly in the
 * first half and then slowly, as V8 optimises more functions the more often they run; it is not
 * retained page state. `noJit` turns V8's compilers off, to check that.
 */
export async function mountCycles(url, cycles = 20, { noJit = false } = {}) {
  // The control experiment: with V8's baseline and optimising compilers off (bytecode only), the
  // heap holds no machine code, and what still grows is retained state.
  const jsFlags = noJit ? '--expose-gc --no-sparkplug --no-maglev --no-turbofan' : '--expose-gc';
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--js-flags=${jsFlags}`],
  });
  const results = [];
  for (const { path } of siteRoutes()) {
    if (path === '/getting-started') continue;
    const page = await browser.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    const cdp = await page.context().newCDPSession(page);
    const measure = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      // Every live React fiber: the objects that share the prototype of the <main> element's fiber.
      const { result: prototype } = await cdp.send('Runtime.evaluate', {
        expression: `(() => { const main = document.getElementById('main');
          return Object.getPrototypeOf(main[Object.keys(main).find((k) => k.startsWith('__reactFiber$'))]); })()`,
      });
      const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId });
      const { result: count } = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'console' }).catch(() => {});
      await cdp.send('Runtime.releaseObject', { objectId: objects.objectId });
      await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId });
      const chunks = [];
      const onChunk = ({ chunk }) => chunks.push(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      return {
        heap: usedSize,
        ...snapshotSummary(JSON.parse(chunks.join(''))),
        domNodes: nodes,
        listeners: jsEventListeners,
        fibers: count.value,
      };
    };
    await page.goto(`${url}#${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const go = async (target) => {
      const start = await page.evaluate(() => performance.now());
      await page.evaluate((p) => (location.hash = `#${p}`), target);
      await page.waitForFunction(
        // Route changes are transitions: until the new page commits, the old one (with its own h1,
        // not busy) is still shown, so wait for the page body that names this route.
        (p) => !!document.querySelector(`.page-content[data-route="${p}"]:not([aria-busy])`),
        target,
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return (await page.evaluate(() => performance.now())) - start;
    };
    await go('/getting-started');
    // Two warm-up cycles, so that first-use costs (loading the chunk, first compiles) are not counted.
    for (let i = 0; i < 2; i += 1) {
      await go(path);
      await go('/getting-started');
    }
    const times = [];
    const samples = [await measure()];
    for (let half = 0; half < 2; half += 1) {
      for (let i = 0; i < cycles; i += 1) {
        times.push(await go(path));
        await go('/getting-started');
      }
      samples.push(await measure());
    }
    await page.close();
    const [before, middle, after] = samples;
    results.push({
      path,
      mountMs: median(times),
      samples,
      heapBefore: before.heap,
      heapAfter: middle.heap,
      growth: middle.heap - before.heap,
      growthSecond: after.heap - middle.heap,
      codeGrowth: middle.codeBytes - before.codeBytes,
      codeGrowthSecond: after.codeBytes - middle.codeBytes,
    });
  }
  await browser.close();
  return results;
}

/** Lighthouse scores for one page, mobile and desktop. */
export function lighthouse(url) {
  const bin = join(BENCH, 'node_modules/.bin/lighthouse');
  const scores = {};
  for (const formFactor of ['mobile', 'desktop']) {
    const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    const out = join(dir, 'report.json');
    const args = [
      url,
      `--chrome-flags=--headless ${CHROMIUM_FLAGS.join(' ')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ];
    if (formFactor === 'desktop') args.push('--preset=desktop');
    const run = spawnSync(bin, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Lighthouse failed (${formFactor}): ${run.stderr}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    scores[formFactor] = Object.fromEntries(
      Object.entries(report.categories).map(([key, category]) => [key, Math.round(category.score * 100)]),
    );
    // The audits that cost points, so that a score below 100 says why.
    scores[formFactor].failing = Object.values(report.categories)
      .flatMap((category) => category.auditRefs)
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 0.9,
      )
      .map((ref) => `${ref.id} (${report.audits[ref.id].displayValue ?? report.audits[ref.id].score})`);
    rmSync(dir, { recursive: true, force: true });
  }
  return scores;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(
    pageSizes().map(({ path, js, css }) => ({ path, 'JS gz KB': js / 1000, 'CSS gz KB': css / 1000 })),
  );
  const preview = await startPreview(Number(process.env.PREVIEW_PORT ?? (await freePort())));
  try {
    console.table(
      (
        await mountCycles(preview.url, Number(process.env.BENCH_CYCLES ?? 20), {
          noJit: process.env.BENCH_NO_JIT === '1',
        })
      ).map(({ samples, ...row }) => ({
        ...row,
        counts: samples.map((s) => `${s.domNodes}/${s.listeners}/${s.fibers}/${s.detachedNodes}`).join(' → '),
      })),
    );
    // The pages Lighthouse scores: BENCH_LIGHTHOUSE=/getting-started,/modules/select (as npm run bench).
    for (const path of (process.env.BENCH_LIGHTHOUSE ?? '/getting-started').split(',')) {
      console.log(path, lighthouse(`${preview.url}#${path}`));
    }
  } finally {
    preview.stop();
  }
}

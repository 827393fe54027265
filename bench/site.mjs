// The docs site: first-load JavaScript and CSS of every page (gzipped, from the build manifest),
// Lighthouse scores (mobile and desktop), and mounting each page 20 times with the JS heap after
// a forced garbage collection. Needs a built site (npm run build) and the system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { ROOT, firstLoad, siteRoutes } from './measure.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));

export function pageSizes() {
  return siteRoutes().map(({ path, source }) => ({ path, ...firstLoad([source]) }));
}

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
 * Mounts each page `cycles` times (navigating away to Getting Started in between) and reads the
 * JS heap after a forced GC before and after: growth means a leak.
 */
export async function mountCycles(url, cycles = 20) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--js-flags=--expose-gc'],
  });
  const page = await browser.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '' }),
  );
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const results = [];
  for (const { path } of siteRoutes()) {
    if (path === '/getting-started') continue;
    await page.goto(`${url}#${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const go = async (target) => {
      const start = await page.evaluate(() => performance.now());
      await page.evaluate((p) => (location.hash = `#${p}`), target);
      await page.waitForFunction(
        (p) =>
          location.hash === `#${p}` &&
          document.querySelector('h1') &&
          !document.querySelector('.page-loading'),
        target,
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return (await page.evaluate(() => performance.now())) - start;
    };
    await go('/getting-started');
    // Two warm-up cycles, so that first-use costs (compiled code, caches) are not counted as growth.
    for (let i = 0; i < 2; i += 1) {
      await go(path);
      await go('/getting-started');
    }
    const before = await heap();
    const times = [];
    for (let i = 0; i < cycles; i += 1) {
      times.push(await go(path));
      await go('/getting-started');
    }
    const after = await heap();
    results.push({
      path,
      mountMs: median(times),
      heapBefore: before,
      heapAfter: after,
      growth: after - before,
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
    console.table(await mountCycles(preview.url, Number(process.env.BENCH_CYCLES ?? 20)));
    // The pages Lighthouse scores: BENCH_LIGHTHOUSE=/getting-started,/modules/select (as npm run bench).
    for (const path of (process.env.BENCH_LIGHTHOUSE ?? '/getting-started').split(',')) {
      console.log(path, lighthouse(`${preview.url}#${path}`));
    }
  } finally {
    preview.stop();
  }
}

// Prop fuzz: every prop and event of every exported component, as the generated API tables list
// them (site/build/docgen.ts), gets the classic bad values of its declared type and arbitrary
// values of it (fast-check), rendered in the browser (jsdom, StrictMode, react-dom/client) and on
// the server (renderToString and renderToReadableStream, in a worker thread). Each render must
// finish, log no console error or warning, and either render or throw one of the library's
// documented errors (naming the component, the prop and the value); the server must end each
// case the same way as the browser.
//
// Environment variables:
//   FUZZ_SEED  the base seed (default 20261124; each prop derives its own from it). A failure
//              prints fast-check's seed and counterexample.
//   FUZZ_RUNS  arbitrary values per prop, after the bad ones (default 12). Raise it for a long hunt:
//              FUZZ_RUNS=500 npx vitest run --project library src/test-utils/fuzz
//   FUZZ_LOG=1  prints every case with its outcome (value → ok, or the error's message).
//   FUZZ_CAP_MS  a render slower than this counts as a hang (default 5000, generous on purpose;
//              it is a hang detector, not a speed test).
//
// The table of trees to render each component in is ./setup.tsx; the arbitraries for each type text
// are in ./types.tsx (an unknown type text fails here).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Component, StrictMode, act, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzComponent, type FuzzApi, type PropReport, type RenderResult } from './run.js';
import type { WorkerInput, WorkerMessage } from './server-worker.js';
import { SETUP } from './setup.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const CAP_MS = Number(process.env.FUZZ_CAP_MS ?? 5000);
const LOG = !!process.env.FUZZ_LOG;

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../../../../..');

// The API of the package root, which exports every component (typed here: the docgen module sits
// in the site, outside this package's type-check).
const docgen = (await import(/* @vite-ignore */ join(REPO, 'site/build/docgen.ts'))) as {
  documentModule(entry: string): FuzzApi[];
};
const APIS = docgen.documentModule('index.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders in jsdom under StrictMode, then unmounts; the error is what reached the boundary. */
async function clientRender(tree: ReactElement): Promise<RenderResult> {
  const logs: string[] = [];
  const { error: consoleError, warn } = console;
  console.error = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  console.warn = console.error;
  const container = document.body.appendChild(document.createElement('div'));
  let error: unknown = null;
  const root = createRoot(container, {
    onCaughtError: (e) => void (error ??= e),
    onUncaughtError: (e) => void (error ??= e),
    onRecoverableError: (e) => void logs.push(`recoverable error: ${String(e)}`),
  });
  const start = performance.now();
  try {
    act(() =>
      root.render(
        <StrictMode>
          <Boundary>{tree}</Boundary>
        </StrictMode>,
      ),
    );
  } catch (e) {
    error ??= e;
  }
  const ms = performance.now() - start;
  act(() => root.unmount());
  container.remove();
  console.error = consoleError;
  console.warn = warn;
  return { error, logs, ms };
}

type ServerResult = { reports: PropReport[] } | { failure: string };

/**
 * Runs the server half in worker threads, one component after another. A render that runs past the
 * cap (the heartbeat does not move) gets its worker terminated; the component fails with the case
 * that hung and a new worker goes on with the next components.
 */
class ServerFuzz {
  private results = new Map<string, { promise: Promise<ServerResult>; resolve(r: ServerResult): void }>();
  private worker: Worker | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly bundle: string,
    components: FuzzApi[],
  ) {
    for (const c of components) {
      let resolve!: (r: ServerResult) => void;
      const promise = new Promise<ServerResult>((r) => (resolve = r));
      this.results.set(c.name, { promise, resolve });
    }
    this.start(components);
  }

  result(component: string): Promise<ServerResult> {
    return this.results.get(component)?.promise ?? Promise.resolve({ failure: 'not run on the server' });
  }

  private start(components: FuzzApi[]) {
    if (!components.length) return;
    const heartbeat = new SharedArrayBuffer(4);
    const beat = new Int32Array(heartbeat);
    const input: WorkerInput = { components, seed: SEED, runs: RUNS, capMs: CAP_MS, heartbeat };
    const worker = new Worker(this.bundle, { workerData: input });
    this.worker = worker;
    const remaining = [...components];
    let label = '(starting)';
    let seen = -1;
    let since = Date.now();
    const settle = (name: string, r: ServerResult) => {
      this.results.get(name)?.resolve(r);
      const i = remaining.findIndex((c) => c.name === name);
      if (i >= 0) remaining.splice(i, 1);
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'case') label = m.label;
      else if (m.type === 'result') settle(m.component, { reports: m.reports });
      else settle(m.component, { failure: m.message });
    });
    const stop = (why: string) => {
      clearInterval(this.watchdog!);
      const [current, ...rest] = remaining;
      if (current) settle(current.name, { failure: why });
      void worker.terminate();
      this.start(rest);
    };
    worker.on('error', (e) => stop(`the server worker failed at ${label}: ${e.message}`));
    worker.on('exit', () => {
      if (this.worker === worker && remaining.length) stop(`the server worker exited at ${label}`);
    });
    this.watchdog = setInterval(() => {
      const now = Atomics.load(beat, 0);
      if (now !== seen) {
        seen = now;
        since = Date.now();
      } else if (Date.now() - since > CAP_MS && remaining.length) {
        // Let the messages already posted arrive, so that `label` names the case that hung.
        setImmediate(() => stop(`a server render did not finish within ${CAP_MS} ms: ${label}`));
        clearInterval(this.watchdog!);
      }
    }, 250);
  }

  async close() {
    clearInterval(this.watchdog!);
    await this.worker?.terminate();
  }
}

/** Bundles the server worker (the library's sources, React external) with esbuild's command line. */
function bundleWorker(): string {
  const outDir = join(REPO, 'node_modules/.cache/sui-react-fuzz');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'server-worker.mjs');
  const esbuild = spawnSync(
    join(REPO, 'node_modules/.bin/esbuild'),
    [
      join(HERE, 'server-worker.tsx'),
      '--bundle',
      '--format=esm',
      '--platform=node',
      '--jsx=automatic',
      '--packages=external',
      '--log-level=error',
      `--outfile=${outfile}`,
    ],
    { encoding: 'utf8' },
  );
  if (esbuild.status !== 0) throw new Error(`esbuild could not bundle the server worker:\n${esbuild.stderr}`);
  return outfile;
}

let server: ServerFuzz;
beforeAll(() => {
  server = new ServerFuzz(
    bundleWorker(),
    APIS.filter((api) => SETUP[api.name]),
  );
});
afterAll(() => server.close());

describe(`prop fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it('has a setup for every exported component, and for nothing else', () => {
    const names = APIS.map((api) => api.name);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !SETUP[n])).toEqual([]);
    expect(Object.keys(SETUP).filter((n) => !names.includes(n))).toEqual([]);
  });

  for (const api of APIS) {
    it(`${api.name}: every prop renders or throws a documented error, the same on the server`, async () => {
      const problems: string[] = [];
      const serverResult = await server.result(api.name);
      // A case that hung or crashed the server would hang the browser half too: report it alone.
      if ('failure' in serverResult) expect.fail(`server: ${serverResult.failure}`);
      const client = await fuzzComponent(api, {
        seed: SEED,
        runs: RUNS,
        capMs: CAP_MS,
        render: clientRender,
      });
      const serverReports = serverResult.reports;
      for (const report of client) {
        if (LOG) console.log(report.outcomes.map((o) => `${api.name}.${report.prop} = ${o}`).join('\n'));
        if (report.failure) problems.push(`browser: ${report.failure}`);
        const other = serverReports.find((r) => r.prop === report.prop);
        if (!other) continue;
        if (other.failure) problems.push(`server: ${other.failure}`);
        if (report.failure || other.failure) continue;
        const i = report.outcomes.findIndex((o, n) => o !== other.outcomes[n]);
        if (i >= 0) {
          problems.push(
            `${api.name}.${report.prop} differs: browser ${report.outcomes[i]} / server ${other.outcomes[i]}`,
          );
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

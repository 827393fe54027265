// The server half of the prop fuzz, run in a worker thread (bundled by esbuild from the test) so
// that a render that never returns can be stopped: the test watches the heartbeat counter and
// terminates the worker when one case runs past its cap. Each case is rendered with
// renderToString and with renderToReadableStream; both must agree.
import { parentPort, workerData } from 'node:worker_threads';
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { fuzzComponent, type FuzzApi, type RenderResult } from './run.js';

export interface WorkerInput {
  components: FuzzApi[];
  seed: number;
  runs: number;
  capMs: number;
  /** Int32Array[0]: incremented before every render. */
  heartbeat: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: 'case'; label: string }
  | { type: 'result'; component: string; reports: Awaited<ReturnType<typeof fuzzComponent>> }
  | { type: 'error'; component: string; message: string };

const input = workerData as WorkerInput;
const beat = new Int32Array(input.heartbeat);
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

async function stream(tree: ReactElement): Promise<unknown> {
  let error: unknown = null;
  try {
    const s = await renderToReadableStream(tree, { onError: (e) => void (error ??= e) });
    await s.allReady;
    await new Response(s).text();
  } catch (e) {
    error ??= e;
  }
  return error;
}

async function render(tree: ReactElement): Promise<RenderResult> {
  const logs: string[] = [];
  const { error: consoleError, warn } = console;
  console.error = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  console.warn = console.error;
  const start = performance.now();
  let error: unknown = null;
  try {
    renderToString(tree);
  } catch (e) {
    error = e;
  }
  const streamed = await stream(tree);
  const ms = performance.now() - start;
  console.error = consoleError;
  console.warn = warn;
  const text = (e: unknown) => (e instanceof Error ? e.message : String(e));
  if (text(streamed) !== text(error)) {
    logs.push(`renderToString and renderToReadableStream disagree: ${text(error)} / ${text(streamed)}`);
  }
  return { error, logs, ms };
}

for (const api of input.components) {
  try {
    const reports = await fuzzComponent(api, {
      seed: input.seed,
      runs: input.runs,
      capMs: input.capMs,
      render,
      onCase: (label) => {
        Atomics.add(beat, 0, 1);
        post({ type: 'case', label });
      },
    });
    post({ type: 'result', component: api.name, reports });
  } catch (e) {
    post({ type: 'error', component: api.name, message: e instanceof Error ? e.message : String(e) });
  }
}

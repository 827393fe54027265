// The server half of ssr/examples.test.tsx, bundled by esbuild and run in a Node.js process of its
// own: no jsdom, no `window`, no `document`, and its own copy of React and of the library, as on a
// real server. Renders each example with renderToString and renderToReadableStream, and prints one
// JSON object: per example, both HTML strings and whatever React logged while rendering.
import { createElement, version, type ComponentType } from 'react';
import * as server from 'react-dom/server';
import * as browserServer from 'react-dom/server.browser';
import { ModalProvider } from 'sui-react/modal';

export interface ServerRender {
  html: string;
  stream: string;
  problems: string[];
}

/** React 19 has renderToReadableStream in its Node.js build; React 18.3 only in its Web Streams build. */
const renderToReadableStream =
  'renderToReadableStream' in server
    ? (server.renderToReadableStream as typeof browserServer.renderToReadableStream)
    : browserServer.renderToReadableStream;

/** The instant the test also sets in jsdom before hydrating: examples that show "now" show the same. */
function pinClock(now: number) {
  const RealDate = Date;
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string]));
    }
    static override now() {
      return now;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
}

export async function renderExamples(examples: Record<string, ComponentType>): Promise<void> {
  pinClock(Number(process.env.SSR_NOW));
  let problems: string[] = [];
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  console.error = (...args: unknown[]) => void problems.push(`console.error ${text(args)}`);
  console.warn = (...args: unknown[]) => void problems.push(`console.warn ${text(args)}`);
  console.log = (...args: unknown[]) => void problems.push(`console.log ${text(args)}`);

  const out: Record<string, ServerRender> = {};
  for (const [path, Example] of Object.entries(examples)) {
    problems = [];
    const element = createElement(ModalProvider, null, createElement(Example));
    let html = '';
    let stream = '';
    try {
      html = server.renderToString(element);
      const errors: unknown[] = [];
      const readable = await renderToReadableStream(element, { onError: (error) => void errors.push(error) });
      await readable.allReady;
      stream = await new Response(readable).text();
      for (const error of errors) problems.push(`stream error ${text([error])}`);
    } catch (error) {
      problems.push(`thrown ${text([error])}`);
    }
    out[path] = { html, stream, problems };
  }
  process.stdout.write(JSON.stringify({ version, examples: out }), () => process.exit(0));
}

// Every docs example renders on a server and hydrates in the browser with no warning.
// The server: a Node.js process of its own (render-examples.ts, bundled by esbuild with the same
// React as this test project), so no jsdom global can hide a `window` or `document` touched while
// rendering, and server and browser hold separate copies of React, as in an app. Each example is
// rendered with renderToString and with renderToReadableStream; both HTML strings are hydrated here
// in jsdom with hydrateRoot. Any console error or warning (a mismatch, "useLayoutEffect does nothing
// on the server", an id that differs) or recoverable error fails the example.
// The site project runs it on React 19; site-react18 on React 18.3 (vitest.config.ts).
import { act } from '@testing-library/react';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { version, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ModalProvider } from 'sui-react/modal';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerRender } from './render-examples';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');

const modules = import.meta.glob<{ default: ComponentType }>(
  ['../pages/**/examples/*.tsx', '!../pages/**/examples/*.test.tsx'],
  { eager: true },
);
const examples = Object.entries(modules).map(
  ([path, module]) => [path.slice('../pages/'.length), module.default] as const,
);

/** The images the examples import, as URLs: the server bundle gets the same ones. */
const assets = import.meta.glob<string>('../pages/**/examples/*.{svg,png,jpg,jpeg,webp}', {
  eager: true,
  import: 'default',
});

/** The instant both sides see as "now" (examples that show today's date show the same one). */
const NOW = Date.UTC(2026, 0, 15, 10, 30);

/** Where this test project's React lives (vitest.config.ts): the server bundle is built with it too. */
const REACT_MODULES = process.env.REACT_MODULES!;

/** Bundles render-examples.ts with every example and runs it in Node.js: what the server sent, by example. */
function renderOnServer(): { version: string; examples: Record<string, ServerRender> } {
  const dir = join(ROOT, 'node_modules/.cache/sui-docs-ssr', version);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  const imports = examples.map(
    ([path], i) => `import E${i} from ${JSON.stringify(join(HERE, '../pages', path))};`,
  );
  const table = examples.map(([path], i) => `  ${JSON.stringify(path)}: E${i},`);
  writeFileSync(
    entry,
    [
      `import { renderExamples } from ${JSON.stringify(join(HERE, 'render-examples.ts'))};`,
      ...imports,
      `void renderExamples({\n${table.join('\n')}\n});`,
    ].join('\n'),
  );
  const outfile = join(dir, 'server.cjs');
  const bundle = spawnSync(
    process.execPath,
    [
      join(HERE, 'bundle-server.mjs'),
      JSON.stringify({
        entry,
        outfile,
        reactModules: REACT_MODULES,
        tsconfig: join(ROOT, 'site/tsconfig.json'),
        assets: Object.fromEntries(Object.entries(assets).map(([path, url]) => [resolve(HERE, path), url])),
      }),
    ],
    { encoding: 'utf8', cwd: ROOT },
  );
  if (bundle.status !== 0) throw new Error(`esbuild could not bundle the server render:\n${bundle.stderr}`);
  const run = spawnSync(process.execPath, [outfile], {
    encoding: 'utf8',
    env: { ...process.env, SSR_NOW: String(NOW) },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`The server render failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as ReturnType<typeof renderOnServer>;
}

let served: ReturnType<typeof renderOnServer>;
beforeAll(() => {
  served = renderOnServer();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}, 120_000);
afterAll(() => vi.useRealTimers());

/** Everything React said while hydrating: console errors and warnings, and recoverable errors. */
let problems: string[] = [];
const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Hydrates `html` with `element` in the document, and lets the effects and first timers run. */
async function hydrate(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => void problems.push(`recoverable error ${text([error])}`),
    });
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 50));
  });
  const hydrated = container.innerHTML;
  act(() => root?.unmount());
  container.remove();
  return hydrated;
}

describe(`every docs example rendered on a server, then hydrated (React ${version})`, () => {
  it('renders every example with the same React on both sides', () => {
    expect(examples.length).toBeGreaterThan(50);
    expect(served.version).toBe(version);
    expect(Object.keys(served.examples).sort()).toEqual(examples.map(([path]) => path).sort());
  });

  it.each(examples)('%s', async (path, Example) => {
    const server = served.examples[path]!;
    expect(server.problems, 'on the server').toEqual([]);
    expect(server.html).not.toBe('');
    expect(server.stream).not.toBe('');

    problems = [];
    vi.spyOn(console, 'error').mockImplementation(
      (...args) => void problems.push(`console.error ${text(args)}`),
    );
    vi.spyOn(console, 'warn').mockImplementation(
      (...args) => void problems.push(`console.warn ${text(args)}`),
    );
    // Wrapped as the server wrapped it (the Modal and Tabs pages use a ModalProvider, as an app does).
    const element = (
      <ModalProvider>
        <Example />
      </ModalProvider>
    );
    for (const html of [server.html, server.stream]) {
      expect(await hydrate(html, element)).not.toBe('');
    }
    expect(problems, 'while hydrating').toEqual([]);
  });
});

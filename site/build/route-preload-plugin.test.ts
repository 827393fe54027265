import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloadPlugin } from './route-preload-plugin.ts';

const dir = mkdtempSync(join(tmpdir(), 'route-preload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROUTES = `export const DEFAULT_PATH = '/start';
export const routes = [
  { path: '/start', title: 'Start', load: () => import('./pages/start/index') },
  { path: '/other', title: 'Other', load: () => import('./pages/other/index') },
];`;

function routesFile(text: string): string {
  const file = join(dir, `routes-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, text);
  return file;
}

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports: [],
  ...extra,
});

/** An entry with React split out, and two pages sharing a chunk; one page has its own CSS. */
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
  'assets/react.js': chunk('assets/react.js'),
  'assets/start.js': chunk('assets/start.js', {
    facadeModuleId: '/repo/site/src/pages/start/index.tsx',
    imports: ['assets/shared.js', 'assets/react.js'],
    viteMetadata: { importedCss: new Set(['assets/start.css']) },
  }),
  'assets/other.js': chunk('assets/other.js', {
    facadeModuleId: '/repo/site/src/pages/other/index.tsx',
    imports: ['assets/shared.js'],
  }),
  'assets/shared.js': chunk('assets/shared.js'),
} as unknown as Rollup.OutputBundle;

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Docs</title>
    <script type="module" crossorigin src="./assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react.js">
    <link rel="stylesheet" crossorigin href="./assets/index.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

type Handler = (html: string, context: { bundle?: Rollup.OutputBundle }) => string;

/** The plugin's index.html hook, for the given routes file. */
const handlerFor = (routes: string) =>
  (routePreloadPlugin(routes).transformIndexHtml as { handler: Handler }).handler;

const transform = (html: string, routes = routesFile(ROUTES)) => handlerFor(routes)(html, { bundle: BUNDLE });

describe('route preload plugin', () => {
  it('lists, per route, the page chunk, its CSS and shared chunks, leaving out what the entry loads', () => {
    const html = transform(HTML);
    const pages = JSON.parse(/const pages = (\{.*\});/.exec(html)![1]!);
    expect(pages).toEqual({
      '/start': ['assets/start.js', 'assets/start.css', 'assets/shared.js'],
      '/other': ['assets/other.js', 'assets/shared.js'],
    });
    expect(html).toContain('?? pages["/start"]');
  });

  it('puts the script after <title> and <meta charset>, before the entry script and its links', () => {
    const html = transform(HTML);
    const script = html.indexOf('<script>(() => {');
    expect(script).toBeGreaterThan(html.indexOf('</title>'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('</script>', script)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('refuses an index.html with no entry script or stylesheet link', () => {
    expect(() => transform('<html><head><title>Docs</title></head></html>')).toThrow(
      'index.html has no entry script or stylesheet link.',
    );
  });

  it('refuses a routes file without DEFAULT_PATH, and a route whose page has no chunk', () => {
    const noDefault = routesFile(ROUTES.replace("export const DEFAULT_PATH = '/start';", ''));
    expect(() => transform(HTML, noDefault)).toThrow(`${noDefault} has no DEFAULT_PATH.`);
    const missing = routesFile(
      ROUTES.replace(
        "load: () => import('./pages/other/index') },",
        "load: () => import('./pages/other/index') },\n  { path: '/gone', title: 'Gone', load: () => import('./pages/gone/index') },",
      ),
    );
    expect(() => transform(HTML, missing)).toThrow(
      'No chunk for the page src/pages/gone/index.tsx of the route /gone.',
    );
  });

  it('leaves the dev server’s HTML alone (no bundle)', () => {
    expect(handlerFor(routesFile(ROUTES))(HTML, {})).toBe(HTML);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SITE_DIST, firstLoad, siteRoutes } from '../../bench/measure.mjs';

const KB = 1000;
const SITE = join(ROOT, 'site');
const routes = siteRoutes();

/**
 * Issue 7's cap on every route's first-load JavaScript: the entry and every chunk the page imports,
 * with no exception. History: five pages went over as the components grew (Forms 123.3 KB,
 * Datepicker 116.0, Localization 115.6, Popup 112.8, Modal 111.0 on 2026-11-25). The site's router
 * became wouter 3.13.0 (its parts 3.3 KB gzipped where react-router-dom's took 15.3 KB), which took
 * 10.6 KB off every page, and the Forms guide's plain-form example (every input component at once,
 * below the page's first screen) now loads after the page as its react-hook-form example does: Forms
 * 85.7 KB, the largest page the Datepicker's at 105.6 KB.
 */
const BUDGET_KB = 110;

/**
 * The Fomantic component CSS files that the given sources import, by name (`button`, `menu`...):
 * the imports at the head of each file (code samples further down do not count).
 */
function kitCssImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').split(/^(?:export|const|function|interface|type|\/\*\*) /m)[0]!;
    for (const [, name] of text.matchAll(/^import 'fomantic-ui-css\/components\/([\w-]+)\.min\.css';$/gm)) {
      names.add(name!);
    }
  }
  return names;
}

/** Every source file of a page: its index and its examples (tests aside). */
function pageSources(source: string): string[] {
  const dir = join(SITE, dirname(source));
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** Fomantic component CSS per CSS file of the build, written by site/build/kit-css-plugin.ts. */
const kitCss: Record<string, string[]> = JSON.parse(
  readFileSync(join(SITE_DIST, '.vite/kit-css.json'), 'utf8'),
);

/** The Fomantic component CSS a page's first load brings (the CSS of its first-load chunks). */
function firstLoadKitCss(source: string): string[] {
  const names = new Set(firstLoad([source]).files.flatMap((file) => kitCss[file] ?? []));
  return [...names].sort();
}

describe('site size budgets (built site, gzipped)', () => {
  it('knows every route of routes.ts', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => r.path)).toContain('/getting-started');
  });

  it.each(routes.map((r) => [r.path, r.source]))(
    `first load of /#%s is at most ${BUDGET_KB} KB of JavaScript`,
    (_path, source) => {
      const { js, files } = firstLoad([source]);
      expect(files.length).toBeGreaterThan(2);
      expect(js).toBeGreaterThan(50 * KB); // React alone is more: a smaller figure means a broken measurement
      expect(js, `first-load JS is ${(js / KB).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB * KB);
    },
  );

  // The frame's CSS (main.tsx), the docs kit's (docs-kit/index.ts) and the page's own imports: the
  // per-component Fomantic files of what the page shows, never another page's, never the whole kit.
  const frame = kitCssImports([join(SITE, 'src/main.tsx')]);
  const docsKit = kitCssImports([join(SITE, 'src/docs-kit/index.ts')]);

  it('the frame loads the kit CSS of what it shows, and no file of the kit is the whole semantic.min.css', () => {
    expect([...frame].sort()).toEqual([
      'container',
      'header',
      'icon',
      'menu',
      'reset',
      'segment',
      'sidebar',
      'site',
    ]);
    const all = Object.values(kitCss).flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((name) => name.startsWith('semantic'))).toEqual([]);
  });

  // A page may leave the CSS that only its later parts need to those parts (the Forms guide's
  // example-styles.ts loads with its examples): the first load holds at least the kit CSS of the
  // frame, the docs kit and the page's own index, and none beyond the page's files.
  it.each(routes.map((r) => [r.path, r.source]))(
    'first load of /#%s holds only the kit CSS of the frame, the docs kit and that page',
    (_path, source) => {
      const loaded = firstLoadKitCss(source);
      const needed = new Set([...frame, ...docsKit, ...kitCssImports([join(SITE, source)])]);
      const allowed = new Set([...needed, ...kitCssImports(pageSources(source))]);
      expect(loaded.filter((name) => !allowed.has(name))).toEqual([]);
      expect([...needed].filter((name) => !loaded.includes(name))).toEqual([]);
      // The whole Fomantic kit is about 182 KB gzipped.
      expect(firstLoad([source]).css).toBeLessThan(90 * KB);
    },
  );

  // Issue 18's live editor loads with the first "Edit" (site/src/docs-kit/live): strings that only
  // its parts hold, one each for the transpiler (sucrase's option checks), the editor and Prism.
  const EDITOR_MARKERS = [
    'enableLegacyTypeScriptModuleInterop',
    'npm__react-simple-code-editor__textarea',
    'disableWorkerMessageHandler',
  ];
  const builtJs = readdirSync(join(SITE_DIST, 'assets')).filter((file) => file.endsWith('.js'));
  const holding = (marker: string) =>
    builtJs.filter((file) => readFileSync(join(SITE_DIST, 'assets', file), 'utf8').includes(marker));

  it('the live editor is built, in one chunk of its own', () => {
    const chunks = EDITOR_MARKERS.map(holding);
    for (const files of chunks) expect(files).toHaveLength(1);
    expect(new Set(chunks.flat()).size).toBe(1);
  });

  it.each(routes.map((r) => [r.path, r.source]))(
    'first load of /#%s holds nothing of the live editor (transpiler, editor, highlighter)',
    (_path, source) => {
      const editor = new Set(EDITOR_MARKERS.flatMap(holding).map((file) => `assets/${file}`));
      const files = firstLoad([source]).files.filter((file) => file.endsWith('.js'));
      expect(files.length).toBeGreaterThan(2);
      expect(files.filter((file) => editor.has(file))).toEqual([]);
      for (const file of files) {
        const text = readFileSync(join(SITE_DIST, file), 'utf8');
        for (const marker of EDITOR_MARKERS)
          expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
      }
    },
  );

  it('index.html uses relative asset paths, so the site works from any sub-path', () => {
    const html = readFileSync(join(SITE_DIST, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url, url).toMatch(/^\.\//);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes';
import { COMPONENTS } from './components';

/** A page's index source: the routes table loads `pages<path>/index` for every page. */
const PAGES = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pageSource = (path: string) => readFileSync(join(PAGES, path, 'index.tsx'), 'utf8');

describe('the Accessibility page’s table', () => {
  it('links each component to a page of the site', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const c of COMPONENTS) expect(paths.has(c.path), c.path).toBe(true);
  });

  it('says "Keyboard table" exactly for the pages that draw one', () => {
    for (const c of COMPONENTS)
      expect(pageSource(c.path).includes('id="keyboard"'), `${c.name} on ${c.path}`).toBe(c.keys);
  });

  it('names every component module of the library', () => {
    const pages = new Set(COMPONENTS.map((c) => c.path));
    for (const route of routes.filter((r) => /^\/(modules|collections)\//.test(r.path)))
      expect(pages.has(route.path), route.path).toBe(true);
  });
});

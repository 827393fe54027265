import { describe, expect, it } from 'vitest';
import { prepare, search } from '../src/search/match';
import { siteRoutes } from '../../scripts/site-routes.mjs';
import { buildSearchIndex, pageParts } from './search-index';

describe('the search index (generated from the routes, the pages and the API)', () => {
  const index = buildSearchIndex();
  const prepared = prepare(index);

  it('holds every page of the menu, and no development-only page', () => {
    const routes = siteRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const pages = index.filter((e) => e.kind === 'Page').map((e) => e.path);
    expect(pages).toEqual(routes.filter((r) => !r.devOnly).map((r) => r.path));
    expect(routes.some((r) => r.devOnly)).toBe(true);
  });

  it('holds every example of every page under its anchor, also those of a section loaded after the page', () => {
    const select = index.filter((e) => e.kind === 'Example' && e.path === '/modules/select');
    expect(select.length).toBeGreaterThan(5);
    expect(index).toContainEqual(
      expect.objectContaining({
        kind: 'Example',
        title: 'Disabled Dates',
        path: '/modules/datepicker',
        anchor: 'disabled-dates',
      }),
    );
  });

  it('holds every prop and event with its anchor, type and first sentence', () => {
    const prop = index.find((e) => e.title === 'MultiSelect.maxSelected');
    expect(prop).toMatchObject({
      kind: 'Prop',
      path: '/modules/select',
      anchor: 'api-MultiSelect-maxSelected',
    });
    expect(prop!.text).toMatch(/^number/);
    expect(index.some((e) => e.kind === 'Event')).toBe(true);
    expect(index.filter((e) => e.kind === 'Prop').length).toBeGreaterThan(200);
  });

  it('finds every entry by its title, and with one typo in a long word of it', () => {
    for (const entry of index) {
      const byTitle = search(prepared, entry.title, index.length).map((f) => f.entry);
      expect(byTitle, entry.title).toContain(entry);
      const word = entry.title.match(/[A-Za-z]{5,}/)?.[0];
      if (!word) continue;
      // Two letters swapped in the middle of the word.
      const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
      const query = entry.title.replace(word, typo);
      expect(
        search(prepared, query, index.length).map((f) => f.entry),
        query,
      ).toContain(entry);
    }
  });

  it('reads example titles, anchored headings and API modules from a page source', () => {
    expect(
      pageParts(`<Example title="Basic" example={a}>
        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <h2 className="ui dividing header">Examples</h2>
        const api = () => import('sui-react/select?api');`),
    ).toEqual({ examples: ['Basic'], headings: [{ id: 'keyboard', text: 'Keyboard' }], modules: ['select'] });
  });
});

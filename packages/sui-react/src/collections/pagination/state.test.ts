import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampMaxSize,
  clampPage,
  pageCountOf,
  pageNumbers,
  paginationItems,
  showsNavigationLinks,
  type PaginationItem,
} from './state.js';

const config = fc
  .record({
    pageCount: fc.integer({ min: 1, max: 60 }),
    pick: fc.nat(),
    maxSize: fc.option(fc.integer({ min: 1, max: 15 }), { nil: undefined }),
    rotate: fc.boolean(),
    ellipses: fc.boolean(),
    boundaryLinks: fc.boolean(),
    navigationLinks: fc.boolean(),
  })
  .map(({ pick, ...rest }) => ({ ...rest, page: (pick % rest.pageCount) + 1 }));

const pagesOf = (items: PaginationItem[]) => items.flatMap((i) => (i.type === 'page' ? [i.page] : []));

describe('pagination page list (properties)', () => {
  it('never exceeds maxSize, always holds the current page, stays in 1..pageCount, runs without gaps', () => {
    fc.assert(
      fc.property(config, ({ page, pageCount, maxSize, rotate }) => {
        const pages = pageNumbers(page, pageCount, maxSize, rotate);
        expect(pages.length).toBeLessThanOrEqual(maxSize ?? pageCount);
        expect(pages).toContain(page);
        for (const p of pages) {
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(pageCount);
        }
        pages.forEach((p, i) => i > 0 && expect(p).toBe(pages[i - 1]! + 1));
        // Rotation always fills the list when there are enough pages.
        if (rotate) expect(pages.length).toBe(Math.min(maxSize ?? pageCount, pageCount));
      }),
    );
  });

  it('lists each page at most once, marks only the current one active, and orders the items', () => {
    fc.assert(
      fc.property(config, (c) => {
        const items = paginationItems(c);
        const pages = pagesOf(items);
        expect(new Set(pages).size).toBe(pages.length);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        const active = items.filter((i) => i.type === 'page' && i.active);
        expect(active).toEqual([{ type: 'page', page: c.page, active: true }]);
        // The listed pages plus at most the first and last page numbers.
        expect(pages.length).toBeLessThanOrEqual((c.maxSize ?? c.pageCount) + (c.ellipses ? 2 : 0));
        // With ellipses, the first and last pages are always reachable.
        if (c.ellipses) {
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(c.pageCount);
        }
        // An ellipsis stands only for pages that are really left out.
        items.forEach((item, i) => {
          if (item.type !== 'ellipsis') return;
          const before = items[i - 1] as { page: number };
          const after = items[i + 1] as { page: number };
          expect(after.page - before.page).toBeGreaterThan(1);
        });
        const types = items.map((i) => i.type);
        expect(types[0] === 'first').toBe(c.boundaryLinks);
        expect(types.includes('previous')).toBe(
          showsNavigationLinks(c.navigationLinks, c.pageCount, c.maxSize),
        );
        for (const item of items) {
          if (item.type === 'first' || item.type === 'previous') expect(item.disabled).toBe(c.page === 1);
          if (item.type === 'next' || item.type === 'last')
            expect(item.disabled).toBe(c.page === c.pageCount);
          if (item.type === 'previous' && !item.disabled) expect(item.page).toBe(c.page - 1);
          if (item.type === 'next' && !item.disabled) expect(item.page).toBe(c.page + 1);
        }
      }),
    );
  });

  it('clamps any integer page into 1..pageCount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 100 }), (page, count) => {
        const clamped = clampPage(page, count);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(count);
        if (page >= 1 && page <= count) expect(clamped).toBe(page);
      }),
    );
  });
});

// The original library's test cases (pagination.spec.ts), on the pure functions.
describe('pagination (the original cases)', () => {
  it('is created with default values: one page for 10 items of 10, every page listed, navigation links', () => {
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(showsNavigationLinks(true, 1, undefined)).toBe(true);
    // An empty collection still has one (empty) page.
    expect(pageCountOf(0, 10)).toBe(1);
  });

  it('lists every page of 50 items when maxSize is unset', () => {
    expect(pageCountOf(50, 10)).toBe(5);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('computes the number of pages automatically', () => {
    expect(pageCountOf(50, 10)).toBe(5);
    expect(pageCountOf(100, 25)).toBe(4);
    expect(pageCountOf(101, 25)).toBe(5);
  });

  it('applies block pagination (no ellipses)', () => {
    expect(pageNumbers(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 10, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(4, 10, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(7, 10, 6)).toEqual([7, 8, 9, 10]);
  });

  it('applies rotation (no ellipses)', () => {
    expect(pageNumbers(1, 10, 5, true)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 10, 5, true)).toEqual([2, 3, 4, 5, 6]);
    expect(pageNumbers(10, 10, 5, true)).toEqual([6, 7, 8, 9, 10]);
    expect(pageNumbers(4, 10, 4, true)).toEqual([2, 3, 4, 5]);
  });

  it('forces navigation links when maxSize hides pages', () => {
    expect(showsNavigationLinks(true, 10, 5)).toBe(true);
    expect(showsNavigationLinks(false, 10, 10)).toBe(false);
    expect(showsNavigationLinks(false, 10, 5)).toBe(true);
  });
});

describe('pagination items', () => {
  const base = { pageCount: 10, rotate: false, boundaryLinks: false, navigationLinks: true };

  it('adds the first and last pages and ellipses around a block', () => {
    const items = paginationItems({ ...base, page: 5, maxSize: 3, ellipses: true });
    expect(items.map((i) => (i.type === 'page' ? i.page : i.type))).toEqual([
      'previous',
      1,
      'ellipsis',
      4,
      5,
      6,
      'ellipsis',
      10,
      'next',
    ]);
  });

  it('leaves out an ellipsis that would hide nothing', () => {
    const items = paginationItems({ ...base, page: 4, maxSize: 3, ellipses: true, pageCount: 7 });
    // Block 4..6: page 1, "..." (2, 3 left out), 4 5 6, then 7 with no ellipsis.
    expect(items.map((i) => (i.type === 'page' ? i.page : i.type))).toEqual([
      'previous',
      1,
      'ellipsis',
      4,
      5,
      6,
      7,
      'next',
    ]);
    const second = paginationItems({ ...base, page: 7, maxSize: 3, ellipses: true });
    // Block 7..9: then 10 directly.
    expect(pagesOf(second)).toEqual([1, 7, 8, 9, 10]);
    expect(second.filter((i) => i.type === 'ellipsis')).toHaveLength(1);
    const third = paginationItems({
      ...base,
      page: 2,
      maxSize: 2,
      rotate: true,
      ellipses: true,
      pageCount: 3,
    });
    expect(pagesOf(third)).toEqual([1, 2, 3]);
    expect(third.some((i) => i.type === 'ellipsis')).toBe(false);
  });

  it('puts the boundary links outside the navigation links and disables them at the ends', () => {
    const items = paginationItems({ ...base, page: 1, boundaryLinks: true, ellipses: true });
    expect(items[0]).toEqual({ type: 'first', page: 1, disabled: true });
    expect(items[1]).toEqual({ type: 'previous', page: 0, disabled: true });
    expect(items.at(-2)).toEqual({ type: 'next', page: 2, disabled: false });
    expect(items.at(-1)).toEqual({ type: 'last', page: 10, disabled: false });
  });
});

describe('pagination input checks', () => {
  it('clamps a negative collection size to 0 and refuses a size that is not a number', () => {
    expect(pageCountOf(-20, 10)).toBe(1);
    expect(() => pageCountOf(Number.NaN, 10)).toThrow(
      'Pagination: collectionSize must be a number (got NaN).',
    );
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => pageCountOf(10, 0)).toThrow('Pagination: pageSize must be a positive integer (got 0).');
    expect(() => pageCountOf(10, 2.5)).toThrow('Pagination: pageSize must be a positive integer (got 2.5).');
  });

  it('clamps maxSize to at least 1, rounds it down, and refuses NaN', () => {
    expect(clampMaxSize(undefined)).toBeUndefined();
    expect(clampMaxSize(0)).toBe(1);
    expect(clampMaxSize(-4)).toBe(1);
    expect(clampMaxSize(4.7)).toBe(4);
    expect(() => clampMaxSize(Number.NaN)).toThrow('Pagination: maxSize must be a number (got NaN).');
  });

  it('refuses a page that is not an integer', () => {
    expect(() => clampPage(2.5, 10)).toThrow('Pagination: page must be an integer (got 2.5).');
    expect(() => clampPage(Number.NaN, 10)).toThrow('Pagination: page must be an integer (got NaN).');
  });
});

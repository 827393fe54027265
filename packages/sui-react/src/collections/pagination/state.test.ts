import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGINATION_MAX_LISTED_PAGES,
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

const LIMIT = PAGINATION_MAX_LISTED_PAGES;

/** Any props a user may pass, at any scale: huge, fractional, negative and infinite values included. */
const anyScale = fc
  .record({
    collectionSize: fc.oneof(
      fc.integer({ min: -100, max: 100_000 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.double({ min: -Number.MAX_VALUE, max: Number.MAX_VALUE, noNaN: true }),
    ),
    pageSize: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 2 ** 40 })),
    maxSize: fc.option(
      fc.oneof(
        fc.integer({ min: -5, max: 2000 }),
        fc.double({ noNaN: true }),
        fc.constantFrom(Infinity, -Infinity, 0, 0.5, LIMIT, LIMIT + 1),
      ),
      { nil: undefined },
    ),
    where: fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
    rotate: fc.boolean(),
    ellipses: fc.boolean(),
    boundaryLinks: fc.boolean(),
    navigationLinks: fc.boolean(),
  })
  .map(({ collectionSize, pageSize, maxSize, where, ...rest }) => {
    const pageCount = pageCountOf(collectionSize, pageSize);
    // Any page from the first to the last, the ends included.
    const page = clampPage(1 + Math.floor(where * (pageCount - 1)), pageCount);
    return { ...rest, pageCount, page, maxSizeProp: maxSize, maxSize: clampMaxSize(maxSize) };
  });

describe('pagination at any scale (properties)', () => {
  it('lists at most maxSize (and never more than 1,000) pages, all in 1..pageCount, the current one included', () => {
    fc.assert(
      fc.property(anyScale, ({ page, pageCount, maxSize, maxSizeProp, rotate }) => {
        expect(Number.isSafeInteger(pageCount)).toBe(true);
        expect(pageCount).toBeGreaterThanOrEqual(1);
        const pages = pageNumbers(page, pageCount, maxSize, rotate);
        // The length depends on maxSize and the limit only, never on how many pages there are.
        const wanted =
          maxSizeProp === undefined || maxSizeProp === Infinity
            ? LIMIT
            : Math.min(LIMIT, Math.max(1, Math.floor(maxSizeProp)));
        expect(pages.length).toBeLessThanOrEqual(wanted);
        expect(pages.length).toBeLessThanOrEqual(LIMIT);
        if (rotate || page === 1) expect(pages.length).toBe(Math.min(wanted, pageCount));
        expect(pages).toContain(page);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(pageCount);
        pages.forEach((p, i) => i > 0 && expect(p).toBe(pages[i - 1]! + 1));
      }),
    );
  });

  it('builds a menu of at most 1,000 page numbers plus the first and last pages, whatever the page count', () => {
    fc.assert(
      fc.property(anyScale, (c) => {
        const items = paginationItems(c);
        // 1,000 pages, first and last page numbers, two ellipses, four arrows.
        expect(items.length).toBeLessThanOrEqual(LIMIT + 8);
        const pages = pagesOf(items);
        expect(pages.length).toBeLessThanOrEqual(LIMIT + 2);
        expect(items.filter((i) => i.type === 'page' && i.active)).toEqual([
          { type: 'page', page: c.page, active: true },
        ]);
        // Whenever some pages are left out, the arrows show so that every page stays reachable.
        if (pages.length < c.pageCount) expect(items.some((i) => i.type === 'next')).toBe(true);
        for (const item of items) {
          if (item.type === 'next' && !item.disabled) expect(item.page).toBe(c.page + 1);
          if (item.type === 'previous' && !item.disabled) expect(item.page).toBe(c.page - 1);
        }
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
  it('clamps a negative collection size to 0, counts a fraction as the next whole item, and caps the page count', () => {
    expect(pageCountOf(-20, 10)).toBe(1);
    expect(pageCountOf(-0.5, 10)).toBe(1);
    expect(pageCountOf(10.5, 10)).toBe(2);
    expect(pageCountOf(20.01, 10)).toBe(3);
    expect(pageCountOf(1e7, 10)).toBe(1e6);
    expect(pageCountOf(1e15, 1)).toBe(1e15);
    expect(pageCountOf(Number.MAX_VALUE, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(pageCountOf(1e300, 2 ** 40)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a collection size that is not a finite number', () => {
    for (const size of [Number.NaN, Infinity, -Infinity]) {
      expect(() => pageCountOf(size, 10)).toThrow(
        `Pagination: collectionSize must be a finite number (got ${size}).`,
      );
    }
    expect(() => pageCountOf('12' as unknown as number, 10)).toThrow(
      'Pagination: collectionSize must be a finite number (got 12).',
    );
  });

  it('refuses a page size that is not a positive integer', () => {
    for (const size of [0, -3, 2.5, Number.NaN, Infinity, -Infinity]) {
      expect(() => pageCountOf(10, size)).toThrow(
        `Pagination: pageSize must be a positive integer (got ${size}).`,
      );
    }
    expect(pageCountOf(10, 2 ** 53)).toBe(1);
  });

  it('clamps maxSize to 1..1,000, rounds it down, reads Infinity as unset, and refuses NaN', () => {
    expect(PAGINATION_MAX_LISTED_PAGES).toBe(1000);
    expect(clampMaxSize(undefined)).toBeUndefined();
    // Infinity reaches the limit, which lists exactly what unset does.
    expect(clampMaxSize(Infinity)).toBe(1000);
    for (const [page, count] of [
      [1, 5],
      [7, 1000],
      [1001, 1e6],
    ]) {
      expect(pageNumbers(page!, count!, clampMaxSize(Infinity))).toEqual(pageNumbers(page!, count!));
      expect(showsNavigationLinks(false, count!, clampMaxSize(Infinity))).toBe(
        showsNavigationLinks(false, count!),
      );
    }
    expect(clampMaxSize(0)).toBe(1);
    expect(clampMaxSize(-4)).toBe(1);
    expect(clampMaxSize(-Infinity)).toBe(1);
    expect(clampMaxSize(0.5)).toBe(1);
    expect(clampMaxSize(4.7)).toBe(4);
    expect(clampMaxSize(1000)).toBe(1000);
    expect(clampMaxSize(1001)).toBe(1000);
    expect(clampMaxSize(1e12)).toBe(1000);
    expect(() => clampMaxSize(Number.NaN)).toThrow('Pagination: maxSize must be a number (got NaN).');
  });

  it('refuses a page that is not an integer, naming the prop it came from', () => {
    for (const page of [2.5, Number.NaN, Infinity, -Infinity]) {
      expect(() => clampPage(page, 10)).toThrow(`Pagination: page must be an integer (got ${page}).`);
    }
    expect(() => clampPage(0.5, 10, 'defaultPage')).toThrow(
      'Pagination: defaultPage must be an integer (got 0.5).',
    );
    expect(clampPage(-7, 10)).toBe(1);
    expect(clampPage(2 ** 60, 10)).toBe(10);
  });

  it('lists 1,000 pages at most when maxSize is unset, by blocks, with the arrows forced', () => {
    const pages = pageNumbers(1, 1e6);
    expect(pages).toHaveLength(1000);
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(1000);
    expect(pageNumbers(1001, 1e6)[0]).toBe(1001);
    expect(pageNumbers(1e6, 1e6)).toHaveLength(1000);
    expect(pageNumbers(1e6, 1e6)[0]).toBe(999_001);
    // Exactly 1,000 pages: all listed, no arrows forced.
    expect(pageNumbers(1, 1000)).toHaveLength(1000);
    expect(showsNavigationLinks(false, 1000)).toBe(false);
    expect(showsNavigationLinks(false, 1001)).toBe(true);
    expect(showsNavigationLinks(false, 1001, 5000)).toBe(true);
  });

  it('computes exact page numbers next to the largest page count', () => {
    const last = Number.MAX_SAFE_INTEGER;
    // Blocks of 5 start at 1, 6, 11...: the last page (2^53 - 1) starts a block of its own.
    expect(pageNumbers(last, last, 5)).toEqual([last]);
    expect(pageNumbers(last - 1, last, 5)).toEqual([last - 5, last - 4, last - 3, last - 2, last - 1]);
    expect(pageNumbers(last - 2, last, 5, true)).toEqual([last - 4, last - 3, last - 2, last - 1, last]);
    expect(pageNumbers(2 ** 52, last, 3, true)).toEqual([2 ** 52 - 1, 2 ** 52, 2 ** 52 + 1]);
    const items = paginationItems({
      page: last - 1,
      pageCount: last,
      maxSize: 2,
      rotate: false,
      ellipses: true,
      boundaryLinks: true,
      navigationLinks: true,
    });
    expect(items.map((i) => (i.type === 'page' ? i.page : i.type))).toEqual([
      'first',
      'previous',
      1,
      'ellipsis',
      last - 2,
      last - 1,
      last,
      'next',
      'last',
    ]);
    expect(items.at(-2)).toEqual({ type: 'next', page: last, disabled: false });
  });
});

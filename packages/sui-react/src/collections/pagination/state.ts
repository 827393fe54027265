import { badProp, DEV } from '../../internal/errors.js';

/** The inputs of the page-list algorithm, already checked (see `normalizePagination`). */
export interface PaginationConfig {
  /** The number of pages, at least 1. */
  readonly pageCount: number;
  /** The current page, in 1..pageCount. */
  readonly page: number;
  /**
   * The most page numbers to list (boundary, navigation and ellipsis items not counted); undefined:
   * all. Either way never more than `PAGINATION_MAX_LISTED_PAGES`.
   */
  readonly maxSize?: number;
  readonly rotate: boolean;
  readonly ellipses: boolean;
  readonly boundaryLinks: boolean;
  readonly navigationLinks: boolean;
}

/** One item of a pagination menu, in order. */
export type PaginationItem =
  | {
      readonly type: 'first' | 'previous' | 'next' | 'last';
      readonly page: number;
      readonly disabled: boolean;
    }
  | { readonly type: 'page'; readonly page: number; readonly active: boolean }
  | { readonly type: 'ellipsis'; readonly key: 'start' | 'end' };

const fail = (prop: string, rule: string | false, value: unknown) => badProp('Pagination', prop, rule, value);

/**
 * The most page numbers a pagination lists at once. Without `maxSize` it lists every page up to this
 * many; with more pages, or a larger `maxSize`, it behaves as if `maxSize` were this. Rendering and
 * every computation then cost the same for ten pages or a trillion.
 */
export const PAGINATION_MAX_LISTED_PAGES = 1000;

/**
 * The number of pages: `ceil(collectionSize / pageSize)`, at least 1 and at most
 * `Number.MAX_SAFE_INTEGER` (so that every page number and its neighbours are exact integers). A
 * negative collection size counts as 0; a fractional one counts as the next whole number. A
 * collection size that is not a finite number, or a page size that is not a positive integer, is a
 * developer error.
 */
export function pageCountOf(collectionSize: number, pageSize: number): number {
  if (!Number.isFinite(collectionSize)) fail('collectionSize', DEV && 'a finite number', collectionSize);
  if (!Number.isInteger(pageSize) || pageSize < 1) fail('pageSize', DEV && 'a positive integer', pageSize);
  // ceil(size / pageSize) also counts a fractional size as the next whole number.
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Math.ceil(Math.max(0, collectionSize) / pageSize)));
}

/**
 * The number of page numbers to list, from the `maxSize` prop: below 1 it counts as 1, a fraction is
 * rounded down, and above `PAGINATION_MAX_LISTED_PAGES` (`Infinity` included) it counts as that
 * limit, which lists exactly what "unset" (undefined) lists: every page, up to the limit. NaN or a
 * value that is not a number is a developer error.
 */
export function clampMaxSize(maxSize: number | undefined): number | undefined {
  if (maxSize === undefined) return undefined;
  if (typeof maxSize !== 'number' || Number.isNaN(maxSize)) fail('maxSize', DEV && 'a number', maxSize);
  return Math.min(PAGINATION_MAX_LISTED_PAGES, Math.max(1, Math.floor(maxSize)));
}

/** How many page numbers are listed at most: `maxSize`, else every page, never above the limit. */
function listedSize(pageCount: number, maxSize: number | undefined): number {
  return Math.min(maxSize ?? pageCount, pageCount, PAGINATION_MAX_LISTED_PAGES);
}

/**
 * A page must be an integer (`prop` names the prop it came from in the error); one outside
 * 1..pageCount is moved to the nearest end.
 */
export function clampPage(page: number, pageCount: number, prop: 'page' | 'defaultPage' = 'page'): number {
  if (!Number.isInteger(page)) fail(prop, DEV && 'an integer', page);
  return Math.min(Math.max(page, 1), pageCount);
}

/**
 * The page numbers to list: at most `maxSize`, and never more than `PAGINATION_MAX_LISTED_PAGES`
 * (with more pages than that and no `maxSize`, the limit acts as `maxSize`). Without rotation pages
 * come in blocks of that size (page 7 with maxSize 6 shows 7..10 of 10); with rotation the current
 * page sits in the middle where it can. The cost follows the length of the list, not `pageCount`.
 */
export function pageNumbers(page: number, pageCount: number, maxSize?: number, rotate = false): number[] {
  const size = listedSize(pageCount, maxSize);
  let start = 1;
  let end = pageCount;
  if (size < pageCount) {
    if (rotate) {
      const left = Math.floor(size / 2);
      const right = size % 2 === 0 ? left - 1 : left;
      if (page <= left) end = size;
      else if (pageCount - page < left) start = pageCount - size + 1;
      else {
        start = page - left;
        end = page + right;
      }
    } else {
      // The block holding `page`, found with `%` (exact for integers of any size).
      start = page - ((page - 1) % size);
      end = Math.min(start + size - 1, pageCount);
    }
  }
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** Navigation links show when asked for, and whenever not every page is listed. */
export function showsNavigationLinks(navigationLinks: boolean, pageCount: number, maxSize?: number): boolean {
  return navigationLinks || listedSize(pageCount, maxSize) < pageCount;
}

/** Every item of the menu, in order: « ‹ 1 … pages … N › ». */
export function paginationItems(config: PaginationConfig): PaginationItem[] {
  const { page, pageCount, maxSize, rotate, ellipses, boundaryLinks, navigationLinks } = config;
  const pages = pageNumbers(page, pageCount, maxSize, rotate);
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const nav = showsNavigationLinks(navigationLinks, pageCount, maxSize);
  const items: PaginationItem[] = [];
  const pageItem = (p: number): PaginationItem => ({ type: 'page', page: p, active: p === page });
  if (boundaryLinks) items.push({ type: 'first', page: 1, disabled: page === 1 });
  if (nav) items.push({ type: 'previous', page: page - 1, disabled: page === 1 });
  if (ellipses && first !== 1) {
    items.push(pageItem(1));
    if (first > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  // At most PAGINATION_MAX_LISTED_PAGES pages: few enough to spread as arguments.
  items.push(...pages.map(pageItem));
  if (ellipses && last !== pageCount) {
    if (last < pageCount - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push(pageItem(pageCount));
  }
  if (nav) items.push({ type: 'next', page: page + 1, disabled: page === pageCount });
  if (boundaryLinks) items.push({ type: 'last', page: pageCount, disabled: page === pageCount });
  return items;
}

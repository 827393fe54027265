import { badProp } from '../../internal/errors.js';

/** The inputs of the page-list algorithm, already checked (see `normalizePagination`). */
export interface PaginationConfig {
  /** The number of pages, at least 1. */
  readonly pageCount: number;
  /** The current page, in 1..pageCount. */
  readonly page: number;
  /** The most page numbers to list (boundary, navigation and ellipsis items not counted); undefined: all. */
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

const fail = (prop: string, rule: string, value: unknown) => badProp('Pagination', prop, rule, value);

/** `max(1, ceil(collectionSize / pageSize))`; a negative collection size counts as 0. */
export function pageCountOf(collectionSize: number, pageSize: number): number {
  if (typeof collectionSize !== 'number' || Number.isNaN(collectionSize))
    fail('collectionSize', 'a number', collectionSize);
  if (!Number.isInteger(pageSize) || pageSize < 1) fail('pageSize', 'a positive integer', pageSize);
  return Math.max(1, Math.ceil(Math.max(0, collectionSize) / pageSize));
}

/** A `maxSize` below 1 counts as 1; a fractional one is rounded down; undefined lists every page. */
export function clampMaxSize(maxSize: number | undefined): number | undefined {
  if (maxSize === undefined) return undefined;
  if (typeof maxSize !== 'number' || Number.isNaN(maxSize)) fail('maxSize', 'a number', maxSize);
  return Math.max(1, Math.floor(maxSize));
}

/**
 * A page must be an integer; one outside 1..pageCount is moved to the nearest end. `prop` names the
 * prop it came from in the error (`defaultPage` when uncontrolled).
 */
export function clampPage(page: number, pageCount: number, prop = 'page'): number {
  if (!Number.isInteger(page)) fail(prop, 'an integer', page);
  return Math.min(Math.max(page, 1), pageCount);
}

/**
 * The page numbers to list. Without rotation pages come in blocks of `maxSize` (page 7 with
 * maxSize 6 shows 7..10 of 10); with rotation the current page sits in the middle where it can.
 */
export function pageNumbers(page: number, pageCount: number, maxSize?: number, rotate = false): number[] {
  let start = 1;
  let end = pageCount;
  if (maxSize !== undefined && maxSize < pageCount) {
    if (rotate) {
      const left = Math.floor(maxSize / 2);
      const right = maxSize % 2 === 0 ? left - 1 : left;
      if (page <= left) end = maxSize;
      else if (pageCount - page < left) start = pageCount - maxSize + 1;
      else {
        start = page - left;
        end = page + right;
      }
    } else {
      const block = Math.ceil(page / maxSize) - 1;
      start = block * maxSize + 1;
      end = Math.min((block + 1) * maxSize, pageCount);
    }
  }
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** Navigation links show when asked for, and whenever not every page is listed. */
export function showsNavigationLinks(navigationLinks: boolean, pageCount: number, maxSize?: number): boolean {
  return navigationLinks || (maxSize ?? pageCount) < pageCount;
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
  items.push(...pages.map(pageItem));
  if (ellipses && last !== pageCount) {
    if (last < pageCount - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push(pageItem(pageCount));
  }
  if (nav) items.push({ type: 'next', page: page + 1, disabled: page === pageCount });
  if (boundaryLinks) items.push({ type: 'last', page: pageCount, disabled: page === pageCount });
  return items;
}

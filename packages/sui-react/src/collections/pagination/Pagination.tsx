import { useEffect, type HTMLAttributes } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color, Size } from '../../internal/vocabulary.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { clampMaxSize, clampPage, pageCountOf, paginationItems, type PaginationItem } from './state.js';

/** The accessible names of the pagination controls, for other languages. */
export interface PaginationLabels {
  /** The whole menu (its `nav` landmark). */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** The name of one page button. */
  page: (page: number) => string;
}

const DEFAULT_LABELS: PaginationLabels = {
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
};

const ICONS = {
  first: 'angle double left',
  previous: 'angle left',
  next: 'angle right',
  last: 'angle double right',
};

/** Native button styles reset, so the items look like the kit's `a.item`s. */
const ITEM_STYLE = { border: 0, fontFamily: 'inherit', fontSize: 'inherit' } as const;

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /**
   * The number of items in the collection: a finite number (NaN and ±Infinity throw). A negative size
   * counts as 0 (one empty page) and a fraction counts as the next whole number. The page count,
   * `ceil(collectionSize / pageSize)`, is capped at `Number.MAX_SAFE_INTEGER`.
   */
  collectionSize: number;
  /**
   * The number of items on a page: a positive integer (anything else, NaN and Infinity included,
   * throws).
   * @default 10
   */
  pageSize?: number;
  /**
   * The current page (controlled), an integer (a fraction, NaN or ±Infinity throws). A page outside
   * 1..pageCount shows as the nearest valid page, and `onPageChange` reports that page so bound
   * state follows.
   */
  page?: number;
  /**
   * The first page shown (uncontrolled), with the same rules as `page`.
   * @default 1
   */
  defaultPage?: number;
  /** Called with the new page whenever the current page changes. */
  onPageChange?: (page: number) => void;
  /**
   * The most page numbers listed at once (first/last pages, ellipses and arrows not counted). Below
   * 1 it counts as 1, a fraction is rounded down, and NaN throws. Unset (or `Infinity`), every page
   * is listed up to 1,000 (`PAGINATION_MAX_LISTED_PAGES`); past that limit, and for any larger
   * value, it acts as 1,000, so a pagination never draws more than 1,000 page numbers.
   */
  maxSize?: number;
  /**
   * Whether to show the « and » links to the first and last pages.
   * @default false
   */
  boundaryLinks?: boolean;
  /**
   * Whether to show the ‹ and › links to the previous and next pages. They always show when
   * `maxSize` hides some pages.
   * @default true
   */
  navigationLinks?: boolean;
  /**
   * Whether to show the first and last page numbers, with "..." for the pages left out, when
   * `maxSize` hides some pages.
   * @default true
   */
  ellipses?: boolean;
  /**
   * Whether the listed pages move with the current page, keeping it in the middle, instead of
   * going by blocks of `maxSize`.
   * @default false
   */
  rotate?: boolean;
  /** The accessible names of the menu and its controls (English by default). */
  labels?: Partial<PaginationLabels>;
  /** The colour of the current page (with `inverted`, of the whole menu). */
  color?: Color | 'primary' | 'secondary';
  /** The size of the items. */
  size?: Exclude<Size, 'medium'>;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** Plain items on the page's background, without the menu's box. */
  secondary?: boolean;
  /** Marks the current page with an arrow (with `secondary`, an underline). */
  pointing?: boolean;
  /** No lines between the items. */
  borderless?: boolean;
  /** Items without padding around their text: a row of plain text links. */
  text?: boolean;
  /** As wide as its content (as a pagination is anyway, unless `fluid`). */
  compact?: boolean;
  /** As wide as its container. */
  fluid?: boolean;
  /** Joins the menu to the content above and below it, or (`top`, `bottom`) on one side. */
  attached?: boolean | 'top' | 'bottom';
  /** Floats the menu (`right`: to the right). */
  floated?: boolean | 'right';
  /** Lets the items wrap onto more lines when they do not fit in one. */
  wrapping?: boolean;
}

/**
 * Pagination's variation props, the Menu's (a pagination is a `ui pagination menu`), and the
 * classes they give (variations.test.ts checks them against menu.css). The Menu's vertical,
 * tabular, fixed, stackable, icon and widths variations are left out: they lay out a site's menus,
 * not a row of pages.
 */
export const PAGINATION_VARIATIONS = {
  color: 'value',
  size: 'value',
  inverted: 'key',
  secondary: 'key',
  pointing: 'key',
  borderless: 'key',
  text: 'key',
  compact: 'key',
  fluid: 'key',
  attached: 'keyOrValueKey',
  floated: 'keyOrValueKey',
  wrapping: 'key',
} as const satisfies VariationTable;

/**
 * A Semantic UI pagination menu in a `nav` landmark. Every item is a button: the current page has
 * `aria-current="page"`, the arrows are labelled, and ellipses are hidden from assistive technology.
 */
export function Pagination({
  collectionSize,
  pageSize = 10,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  maxSize: maxSizeProp,
  boundaryLinks = false,
  navigationLinks = true,
  ellipses = true,
  rotate = false,
  labels: labelsProp,
  className,
  ...props
}: PaginationProps) {
  const [classes, rest] = variations('Pagination', PAGINATION_VARIATIONS, props);
  const pageCount = pageCountOf(collectionSize, pageSize);
  const maxSize = clampMaxSize(maxSizeProp);
  const [rawPage, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const page = clampPage(rawPage, pageCount, pageProp === undefined ? 'defaultPage' : 'page');
  const labels = { ...DEFAULT_LABELS, ...labelsProp };

  // A page out of range is reported once as the page actually shown.
  useEffect(() => {
    if (page !== rawPage) setPage(page);
  }, [page, rawPage, setPage]);

  const items = paginationItems({
    page,
    pageCount,
    maxSize,
    rotate,
    ellipses,
    boundaryLinks,
    navigationLinks,
  });

  const renderItem = (item: PaginationItem) => {
    if (item.type === 'ellipsis') {
      return (
        <div key={item.key} className="disabled item" aria-hidden="true">
          ...
        </div>
      );
    }
    if (item.type === 'page') {
      return (
        <button
          key={item.page}
          type="button"
          className={cx(item.active && 'active', 'link item')}
          style={ITEM_STYLE}
          aria-label={labels.page(item.page)}
          aria-current={item.active ? 'page' : undefined}
          onClick={() => setPage(item.page)}
        >
          {item.page}
        </button>
      );
    }
    // Disabled arrows stay focusable (aria-disabled), so focus is not lost on the first or last page.
    return (
      <button
        key={item.type}
        type="button"
        className={cx(item.disabled && 'disabled', 'link icon item')}
        style={ITEM_STYLE}
        aria-label={labels[item.type]}
        aria-disabled={item.disabled || undefined}
        onClick={() => {
          if (!item.disabled) setPage(item.page);
        }}
      >
        <i className={`${ICONS[item.type]} icon`} aria-hidden="true" />
      </button>
    );
  };

  return (
    <nav aria-label={labels.nav} {...rest} className={cx('ui pagination', classes, className, 'menu')}>
      {items.map(renderItem)}
    </nav>
  );
}

// Semantic UI React's Pagination, drawn with sui-react's own Menu and Menu.Item (collections/menu),
// which give the kit's `ui pagination menu` and keyboard-usable items. Its page layout (a window of
// a constant size, `boundaryRange` pages at each end, `siblingRange` pages each side of the
// current one, an ellipsis or the one page it would hide) is Semantic UI React's, which the native
// Pagination (collections/pagination, ng-bootstrap's `maxSize` blocks) does not draw: that layout
// is the pure function below, and the rest is the native parts.
import { useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { Menu, MenuItem, type MenuItemProps, type MenuProps } from '../collections/menu/index.js';
import { badProp, DEV } from '../internal/errors.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';

/** The kinds of item a pagination draws; each is drawn from the shorthand prop of the same name. */
export type PaginationItemType =
  'firstItem' | 'prevItem' | 'pageItem' | 'ellipsisItem' | 'nextItem' | 'lastItem';

/** One item of the pagination, in order: its kind, the page it leads to, and whether it is current. */
export interface PaginationLayoutItem {
  type: PaginationItemType;
  value: number;
  active: boolean;
}

/** The options of `paginationLayout`. */
export interface PaginationLayoutOptions {
  activePage: number;
  totalPages: number;
  boundaryRange: number;
  siblingRange: number;
  hideEllipsis: boolean;
}

/**
 * Semantic UI React's page layout: « ⟨ then every page when they fit in the window, else the first
 * `boundaryRange` pages, an ellipsis (or the single page it stands for), `2 × siblingRange + 1`
 * pages around the current one (moved inwards near the ends), an ellipsis, the last pages; ⟩ ».
 */
export function paginationLayout(options: PaginationLayoutOptions): PaginationLayoutItem[] {
  const { activePage, totalPages, boundaryRange, siblingRange, hideEllipsis } = options;
  const page = (value: number): PaginationLayoutItem => ({
    type: 'pageItem',
    value,
    active: value === activePage,
  });
  const range = (from: number, to: number) => {
    const out: PaginationLayoutItem[] = [];
    for (let p = from; p <= to; p++) out.push(page(p));
    return out;
  };
  const ellipsisSize = hideEllipsis ? 0 : 1;
  let inner: PaginationLayoutItem[];
  if (1 + 2 * ellipsisSize + 2 * siblingRange + 2 * boundaryRange >= totalPages) inner = range(1, totalPages);
  else {
    const firstEnd = boundaryRange;
    const lastStart = totalPages + 1 - boundaryRange;
    const start = Math.min(
      Math.max(activePage - siblingRange, firstEnd + ellipsisSize + 1),
      lastStart - ellipsisSize - 2 * siblingRange - 1,
    );
    const end = start + 2 * siblingRange;
    // An ellipsis, unless it would stand for a single page: then that page.
    const gap = (value: number, single: boolean): PaginationLayoutItem[] =>
      hideEllipsis ? [] : [single ? page(value) : { type: 'ellipsisItem', value, active: false }];
    inner = [
      ...range(1, firstEnd),
      ...gap(start - 1, start - 1 === firstEnd + 1),
      ...range(start, end),
      ...gap(end + 1, end + 1 === lastStart - 1),
      ...range(lastStart, totalPages),
    ];
  }
  return [
    { type: 'firstItem', value: 1, active: false },
    { type: 'prevItem', value: Math.max(1, activePage - 1), active: false },
    ...inner,
    { type: 'nextItem', value: Math.min(activePage + 1, totalPages), active: false },
    { type: 'lastItem', value: totalPages, active: false },
  ];
}

export interface PaginationItemProps
  extends
    MenuItemProps,
    Omit<HTMLAttributes<HTMLElement>, keyof MenuItemProps | 'type' | 'content' | 'color'> {
  /** The kind of item (Semantic UI React passes it back in `onClick`'s data). */
  type?: PaginationItemType;
  /** The page the item leads to. */
  value?: number;
}

/**
 * One item of a pagination: sui-react's Menu.Item (a button in the tab order, Enter and Space
 * click it; `aria-current` when active, `aria-disabled` when disabled). An ellipsis is plain text
 * (not a button, so it takes no focus); like Semantic UI React's, it has no `disabled` class.
 */
export function PaginationItem({ type, value, onClick, ...rest }: PaginationItemProps) {
  const data = { ...rest, type, value };
  const ellipsis = type === 'ellipsisItem';
  return (
    <MenuItem
      {...rest}
      onClick={
        ellipsis || !onClick
          ? undefined
          : (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => onClick(event, data)
      }
    />
  );
}

export interface PaginationProps extends Omit<
  MenuProps,
  'items' | 'onItemClick' | 'activeIndex' | 'defaultActiveIndex' | 'pagination' | 'children'
> {
  /**
   * The current page (controlled); a numeric string works too.
   * @native Pagination page
   */
  activePage?: number | string;
  /**
   * The first current page, when `activePage` is not controlled.
   * @default 1
   */
  defaultActivePage?: number | string;
  /** The number of pages: a whole number, 0 or more (a numeric string works too). */
  totalPages: number | string;
  /**
   * Called when the user picks another page, with `data` = the props and the new `activePage`.
   * @param event React's click or key event.
   * @param data The props, with `activePage` the page picked.
   * @native Pagination onPageChange — called with the page alone
   */
  onPageChange?: (
    event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>,
    data: PaginationProps & { activePage: number },
  ) => void;
  /**
   * The pages always shown at each end.
   * @default 1
   */
  boundaryRange?: number | string;
  /**
   * The pages shown each side of the current one.
   * @default 1
   */
  siblingRange?: number | string;
  /**
   * The item for the pages left out; `null` draws none (and every middle page then shows).
   * @default "..."
   */
  ellipsisItem?: Shorthand<PaginationItemProps>;
  /**
   * The item leading to the first page; `null` for none.
   * @default { "aria-label": "First item", content: "«" }
   */
  firstItem?: Shorthand<PaginationItemProps>;
  /**
   * The item leading to the last page; `null` for none.
   * @default { "aria-label": "Last item", content: "»" }
   */
  lastItem?: Shorthand<PaginationItemProps>;
  /**
   * The item leading to the next page; `null` for none.
   * @default { "aria-label": "Next item", content: "⟩" }
   */
  nextItem?: Shorthand<PaginationItemProps>;
  /**
   * The item leading to the previous page; `null` for none.
   * @default { "aria-label": "Previous item", content: "⟨" }
   */
  prevItem?: Shorthand<PaginationItemProps>;
  /** Props for every page item (its content is the page number). */
  pageItem?: Shorthand<PaginationItemProps>;
  /** Every item drawn faded and unusable. */
  disabled?: boolean;
}

const DEFAULT_ITEMS = {
  ellipsisItem: '...',
  firstItem: { 'aria-label': 'First item', content: '«' },
  lastItem: { 'aria-label': 'Last item', content: '»' },
  nextItem: { 'aria-label': 'Next item', content: '⟩' },
  prevItem: { 'aria-label': 'Previous item', content: '⟨' },
  pageItem: {},
} as const satisfies Record<PaginationItemType, Shorthand<PaginationItemProps>>;

/** A whole number from a number or numeric string, or the library's error naming the prop. */
function wholeNumber(prop: string, value: number | string, min: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min)
    badProp('Pagination', prop, DEV && `a whole number, ${min} or more`, value);
  return n;
}

/**
 * Semantic UI React's pagination, drawn with sui-react's Menu. On top of what Semantic UI React
 * does, the menu is a `nav` landmark, and the current page has `aria-current`. A `totalPages`,
 * `activePage`, `boundaryRange` or `siblingRange` that is no whole number (or a negative one) throws
 * a clear error; an `activePage` beyond `totalPages` is drawn as given (no page is then current).
 */
export function Pagination(props: PaginationProps) {
  const {
    activePage: activePageProp,
    defaultActivePage = 1,
    totalPages: totalPagesProp,
    onPageChange,
    boundaryRange = 1,
    siblingRange = 1,
    ellipsisItem = DEFAULT_ITEMS.ellipsisItem,
    firstItem = DEFAULT_ITEMS.firstItem,
    lastItem = DEFAULT_ITEMS.lastItem,
    nextItem = DEFAULT_ITEMS.nextItem,
    prevItem = DEFAULT_ITEMS.prevItem,
    pageItem = DEFAULT_ITEMS.pageItem,
    disabled,
    'aria-label': ariaLabel = 'Pagination Navigation',
    ...rest
  } = props;
  const [inner, setInner] = useState(defaultActivePage);
  const controlled = activePageProp !== undefined;
  const activePage = wholeNumber(
    controlled ? 'activePage' : 'defaultActivePage',
    controlled ? activePageProp : inner,
    0,
  );
  const totalPages = wholeNumber('totalPages', totalPagesProp, 0);
  const layout = paginationLayout({
    activePage,
    totalPages,
    boundaryRange: wholeNumber('boundaryRange', boundaryRange, 0),
    siblingRange: wholeNumber('siblingRange', siblingRange, 0),
    hideEllipsis: ellipsisItem == null,
  });
  const shorthands = { ellipsisItem, firstItem, lastItem, nextItem, prevItem, pageItem };

  const pick = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, next: number) => {
    if (next === activePage) return;
    if (!controlled) setInner(next);
    onPageChange?.(event, { ...props, activePage: next });
  };

  return (
    <Menu {...rest} as="nav" aria-label={ariaLabel} pagination>
      {layout.map(({ type, value, active }) =>
        shorthand<PaginationItemProps>(
          PaginationItem,
          toContent,
          shorthands[type],
          { content: value, disabled, value },
          {
            active,
            type,
            key: `${type}-${value}`,
            onClick: (event, data) => {
              const own = shorthands[type];
              if (own && typeof own === 'object' && 'onClick' in own) own.onClick?.(event, data);
              if (!disabled) pick(event, value);
            },
          } as Partial<PaginationItemProps>,
        ),
      )}
    </Menu>
  );
}

Pagination.Item = PaginationItem;

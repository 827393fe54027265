// Table and its parts (Header, Body, Footer, Row, Cell, HeaderCell): server components (no hooks, no
// state; a sort handler is a plain function, attached only when given). A table of data keeps the
// native table semantics: a header cell is a `th` with a `scope`, a sorted column says so with
// `aria-sort`, and a header cell with `onClick` holds a button, so sorting is reached with Tab and
// run with Enter or Space, as the WAI-ARIA sortable table example does. `caption` names the table;
// `scrollRegion` wraps it in a named, focusable box that scrolls sideways on a narrow screen.
// `ref` comes before the spread props in each element (`{ ref, ...rest }`): Node's V8 gives an
// object that starts with a spread a new hidden class each time (docs/benchmark.md).
import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ElementType,
  type ForwardedRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { AsProps, Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type {
  Color,
  Content,
  Handler,
  Size,
  TextAlign,
  VerticalAlign,
  Width,
} from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../../elements/icon/Icon.js';

/** A table's size (`medium` is the default look). */
export type TableSize = Exclude<Size, 'medium'>;

/** The direction a column is sorted in. */
export type TableSorted = 'ascending' | 'descending';

/** The states a row or cell shows (each a boolean prop). */
interface TableStateProps {
  /** Marks the row or cell as active (selected, current). */
  active?: boolean;
  /** Colours the row's or cell's background. Fomantic only. */
  color?: Color | 'primary' | 'secondary';
  /** Greys the row or cell out. */
  disabled?: boolean;
  /** Marks the row or cell as an error. */
  error?: boolean;
  /** Marks the row or cell as negative (bad news). */
  negative?: boolean;
  /** Marks the row or cell as positive (good news). */
  positive?: boolean;
  /** Aligns the text. */
  textAlign?: Exclude<TextAlign, 'justified'>;
  /** Aligns the content top, middle or bottom. */
  verticalAlign?: VerticalAlign;
  /** Marks the row or cell as a warning. */
  warning?: boolean;
}

const STATES = {
  color: 'value',
  active: 'key',
  disabled: 'key',
  error: 'key',
  negative: 'key',
  positive: 'key',
  warning: 'key',
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

export interface TableCellProps extends TableStateProps {
  /** The cell's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shrinks the cell's column to its content. */
  collapsing?: boolean;
  /** Shorthand for `children`. */
  content?: Content;
  /** An icon before the content: its name, props or an element. */
  icon?: Shorthand<IconProps>;
  /** Makes the cell's link fill the cell (put an `a` inside). */
  selectable?: boolean;
  /** Keeps the cell's text on one line. */
  singleLine?: boolean;
  /** The cell's width in sixteenths of the table (with `fixed` tables, exactly). */
  width?: Width;
}

/** Table.Cell's variation props (variations.test.ts checks them against table.css). */
export const TABLE_CELL_VARIATIONS = {
  ...STATES,
  collapsing: 'key',
  selectable: 'key',
  singleLine: 'key',
  width: ['width', 'wide'],
} as const satisfies VariationTable;

const toContent = (content: string | number) => ({ content }) as TableCellProps;

/** A list item's key: its place, unless it is an element with a key of its own (kept). */
const keyed = <P,>(value: unknown, index: number) =>
  (isValidElement(value) && value.key != null ? null : { key: index }) as P | null;
const toIcon = (name: string | number) => ({ name }) as IconProps;

/** The inside of a cell: its children, or its icon and content. */
const inside = (children: ReactNode, icon: TableCellProps['icon'], content: Content) =>
  children ?? (
    <>
      {shorthand(Icon, toIcon, icon)}
      {content}
    </>
  );

/** A cell of a table's body or footer (a `td`). */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps & { as?: 'td' }>(function TableCell(
  { as: As = 'td', className, children, content, icon, ...props },
  ref,
) {
  const [classes, rest] = variations('Table.Cell', TABLE_CELL_VARIATIONS, props);
  return (
    <As ref={ref} {...rest} className={cx(classes, className) || undefined}>
      {inside(children, icon, content)}
    </As>
  );
}) as unknown as Polymorphic<'td', TableCellProps>;

export interface TableHeaderCellProps extends TableCellProps {
  /**
   * Called with the click (or Enter or Space on its button) and the cell's props: sorts the column.
   * With it, the cell's content is a button, reached with Tab.
   */
  onClick?: Handler<MouseEvent<HTMLTableCellElement>, TableHeaderCellProps>;
  /**
   * The cells this one heads: its column (`col`), its row (`row`, a row's first cell) or a group.
   * @default 'col'
   */
  scope?: 'col' | 'row' | 'colgroup' | 'rowgroup';
  /** The direction the column is sorted in (in a `sortable` table): sets `aria-sort`. */
  sorted?: TableSorted;
}

/** Table.HeaderCell's variation props (variations.test.ts checks them against table.css). */
export const TABLE_HEADER_CELL_VARIATIONS = {
  ...TABLE_CELL_VARIATIONS,
  sorted: ['valueKey', 'sorted'],
} as const satisfies VariationTable;

/** Keeps the sort button the look of the header's text (its focus ring is in the accessibility stylesheet). */
const PLAIN = {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'inherit',
  cursor: 'inherit',
} as const;

/**
 * A header cell (a `th` with `scope="col"`). With `sorted` it gives `aria-sort`; with `onClick` its
 * content is a button, so the column is sorted by keyboard as well as by a click anywhere in it.
 */
export const TableHeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps & { as?: 'th' }>(
  function TableHeaderCell(all, ref) {
    const { as: As = 'th', className, children, content, icon, onClick, scope = 'col', ...props } = all;
    const [classes, rest] = variations('Table.HeaderCell', TABLE_HEADER_CELL_VARIATIONS, props);
    const text = inside(children, icon, content);
    return (
      <As
        ref={ref}
        {...rest}
        scope={scope}
        aria-sort={props.sorted}
        className={cx(classes, className) || undefined}
        onClick={onClick && ((event: MouseEvent<HTMLTableCellElement>) => onClick(event, all))}
      >
        {onClick ? (
          <button type="button" style={PLAIN}>
            {text}
          </button>
        ) : (
          text
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'th', TableHeaderCellProps>;

/** A row in shorthand: its props, an element, or its cells as an array (each a cell's shorthand). */
type TableRowShorthand =
  Shorthand<TableRowProps> | readonly Shorthand<TableCellProps & TableHeaderCellProps>[];

export interface TableRowProps extends TableStateProps {
  /** The element or component of each cell in `cells` (`'th'` makes them header cells). @default 'td' */
  cellAs?: 'td' | 'th';
  /** Shorthand for the row's cells: each a cell's content, props or an element. */
  cells?: readonly Shorthand<TableCellProps & TableHeaderCellProps>[];
  /** The row's cells. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
}

/** Table.Row's variation props (variations.test.ts checks them against table.css). */
export const TABLE_ROW_VARIATIONS = STATES;

/** A row of a table: its cells as children, or `cells` shorthand. */
export const TableRow = forwardRef<HTMLTableRowElement, TableRowProps & { as?: 'tr' }>(function TableRow(
  { as: As = 'tr', className, children, cells, cellAs, ...props },
  ref,
) {
  const [classes, rest] = variations('Table.Row', TABLE_ROW_VARIATIONS, props);
  const Cell = cellAs === 'th' ? TableHeaderCell : TableCell;
  return (
    <As ref={ref} {...rest} className={cx(classes, className) || undefined}>
      {children ?? cells?.map((cell, index) => shorthand(Cell, toContent, cell, keyed(cell, index)))}
    </As>
  );
}) as unknown as Polymorphic<'tr', TableRowProps>;

export interface TableHeaderProps {
  /** The header's rows. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** In a `definition` table, draws the first column's cell like the others. */
  fullWidth?: boolean;
}

/** Table.Header's (and Table.Footer's) variation props. */
export const TABLE_HEADER_VARIATIONS = { fullWidth: ['key', 'full-width'] } as const satisfies VariationTable;

/** The rows that head a table's columns (a `thead`). */
export const TableHeader = forwardRef<HTMLTableSectionElement, TableHeaderProps & { as?: 'thead' }>(
  function TableHeader({ as: As = 'thead', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Table.Header', TABLE_HEADER_VARIATIONS, props);
    return (
      <As ref={ref} {...rest} className={cx(classes, className) || undefined}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'thead', TableHeaderProps>;

/** The rows at a table's foot (a `tfoot`): totals, actions. */
export const TableFooter = forwardRef<HTMLTableSectionElement, TableHeaderProps & { as?: 'tfoot' }>(
  function TableFooter(props, ref) {
    return <TableHeader as="tfoot" {...props} ref={ref} />;
  },
) as unknown as Polymorphic<'tfoot', TableHeaderProps>;

export interface TableBodyProps {
  /** The body's rows. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
}

/** The rows of a table's data (a `tbody`). */
export const TableBody = forwardRef<HTMLTableSectionElement, TableBodyProps & { as?: 'tbody' }>(
  function TableBody({ as: As = 'tbody', className, ...rest }, ref) {
    return <As ref={ref} {...rest} className={className} />;
  },
) as unknown as Polymorphic<'tbody', TableBodyProps>;

export interface TableProps<T = unknown> {
  /** Joins the table to a segment or another table above (`top`), below (`bottom`) or both (`true`). */
  attached?: boolean | 'top' | 'bottom';
  /** Less chrome: no background (`very`: no borders between cells either). */
  basic?: boolean | 'very';
  /** The table's title (a `caption`, its accessible name). */
  caption?: Content;
  /** Lines between the cells. */
  celled?: boolean;
  /** The table's parts; when given, the shorthand props are not drawn. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shrinks the table to its content's width. */
  collapsing?: boolean;
  /** Colours the table's top edge (its background with `inverted`). */
  color?: Color | 'primary' | 'secondary';
  /** The number of columns, so that each is as wide as the others. */
  columns?: Width;
  /** Less padding in the cells (`very` for even less). */
  compact?: boolean | 'very';
  /** Draws the first column as the rows' titles. Give those cells `role="rowheader"` for screen readers (the shorthand does). */
  definition?: boolean;
  /** Fixed layout: columns share the width as their `width` says, whatever their content; long text is cut with an ellipsis. */
  fixed?: boolean;
  /** Shorthand for the footer's row. */
  footerRow?: Shorthand<TableRowProps> | readonly Shorthand<TableCellProps & TableHeaderCellProps>[];
  /** Shorthand for the header's row: its cells are header cells. */
  headerRow?: Shorthand<TableRowProps> | readonly Shorthand<TableCellProps & TableHeaderCellProps>[];
  /** Shorthand for several header rows. */
  headerRows?: readonly Shorthand<TableRowProps>[];
  /** Light text on a dark background. */
  inverted?: boolean;
  /**
   * Makes the table its own scroll box (as high as the screen allows, or `short`, `long`…), where its
   * header stays with `stuck="head"`. Fomantic only. For a table wider than a phone, `scrollRegion`
   * gives the box a name and a Tab stop.
   */
  overflowing?: boolean | 'short' | 'long' | 'very short' | 'very long';
  /** More padding in the cells (`very` for even more). */
  padded?: boolean | 'very';
  /** Gives the props of the body's row for each item of `tableData` (shorthand for `Table.Body`). */
  renderBodyRow?: (
    data: T,
    index: number,
  ) => Shorthand<TableRowProps> | readonly Shorthand<TableCellProps & TableHeaderCellProps>[];
  /**
   * Wraps the table in a box that scrolls sideways when the table is wider than the screen, named by
   * this text and reached with Tab (so a keyboard can scroll it). Use it with `unstackable` tables.
   * An empty name is refused (the region would have none).
   */
  scrollRegion?: string;
  /** With `scrolling`, lets the reader resize the body's box by its corner. Fomantic only. */
  resizable?: boolean;
  /** Scrolls the body's rows in a box of its own (`short`, `long`…) under a header that stays. Fomantic only. */
  scrolling?: boolean | 'short' | 'long' | 'very short' | 'very long';
  /** Highlights the row under the pointer. */
  selectable?: boolean;
  /** Keeps every cell's text on one line. */
  singleLine?: boolean;
  /** The table's size. */
  size?: TableSize;
  /** Draws the headers as sortable (give the sorted one `sorted` and each an `onClick`). */
  sortable?: boolean;
  /** Stacks the rows' cells on a phone's screen (the default look), or on a tablet's too (`tablet`). */
  stackable?: boolean | 'tablet';
  /** Shades every other row. */
  striped?: boolean;
  /**
   * Keeps the header (`head`), the footer (`foot`) or the first or last column (`first`, `last`) in
   * view while the table scrolls in a box (`overflowing`, or a box of yours). Fomantic only.
   */
  stuck?: boolean | 'head' | 'foot' | 'first' | 'last';
  /** Lines for a table whose cells span rows or columns. */
  structured?: boolean;
  /** The items of the body's rows, each drawn by `renderBodyRow`. */
  tableData?: readonly T[];
  /** Aligns the text of every cell. */
  textAlign?: Exclude<TextAlign, 'justified'>;
  /** Keeps the table's columns side by side on a phone's screen. */
  unstackable?: boolean;
  /** Aligns every cell's content top, middle or bottom. */
  verticalAlign?: VerticalAlign;
}

/** Table's variation props (variations.test.ts checks them against table.css). */
export const TABLE_VARIATIONS = {
  color: 'value',
  size: 'value',
  celled: 'key',
  collapsing: 'key',
  definition: 'key',
  fixed: 'key',
  inverted: 'key',
  selectable: 'key',
  singleLine: 'key',
  sortable: 'key',
  striped: 'key',
  structured: 'key',
  unstackable: 'key',
  resizable: 'key',
  attached: 'keyOrValueKey',
  overflowing: 'keyOrValueKey',
  scrolling: 'keyOrValueKey',
  stuck: 'keyOrValueKey',
  basic: 'keyOrValueKey',
  compact: 'keyOrValueKey',
  padded: 'keyOrValueKey',
  stackable: 'keyOrValueKey',
  columns: ['width', 'column'],
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

const HEADER = { cellAs: 'th' } as const;
/** A row's shorthand as its cells: an array, or one cell's content. */
const toCells = (cells: string | number) =>
  ({ cells: Array.isArray(cells) ? cells : [cells] }) as unknown as TableRowProps;

/** A row of the shorthand: its props, element or cells. */
const row = (value: TableRowShorthand | undefined, defaults?: TableRowProps | null) =>
  shorthand(TableRow, toCells, value as Shorthand<TableRowProps>, defaults);

/** Table's render function: forwardRef below makes the component. */
function TableBase<T>(
  {
    as: As = 'table',
    caption,
    className,
    children,
    footerRow,
    headerRow,
    headerRows,
    renderBodyRow,
    scrollRegion,
    tableData,
    ...props
  }: TableProps<T> & { as?: 'table' },
  ref: ForwardedRef<HTMLTableElement>,
) {
  const [classes, rest] = variations('Table', TABLE_VARIATIONS, props);
  if (tableData != null && !Array.isArray(tableData))
    badProp('Table', 'tableData', DEV && 'an array', tableData);
  if (scrollRegion === '')
    badProp('Table', 'scrollRegion', DEV && "the region's name, a non-empty string", scrollRegion);
  if (tableData && typeof renderBodyRow !== 'function')
    badProp('Table', 'renderBodyRow', DEV && 'a function when tableData is given', renderBodyRow);
  let parts = children;
  if (parts == null) {
    const head = row(headerRow, HEADER);
    const foot = row(footerRow);
    parts = (
      <>
        {(head || !!headerRows?.length) && (
          <TableHeader>
            {head}
            {headerRows?.map((value, index) => row(value, { ...HEADER, ...keyed(value, index) }))}
          </TableHeader>
        )}
        <TableBody>
          {renderBodyRow &&
            tableData?.map((data, index) => {
              const value = renderBodyRow(data, index);
              const made = row(value, keyed(value, index));
              return props.definition ? definitionRow(made) : made;
            })}
        </TableBody>
        {foot && <TableFooter>{foot}</TableFooter>}
      </>
    );
  }
  const table = (
    <As ref={ref} {...rest} className={cx('ui', classes, 'table', className)}>
      {(caption || caption === 0) && <caption>{caption}</caption>}
      {parts}
    </As>
  );
  return scrollRegion == null ? (
    table
  ) : (
    // A named region and a Tab stop, so a keyboard can scroll it (axe scrollable-region-focusable).
    <div role="region" aria-label={scrollRegion} tabIndex={0} style={{ overflowX: 'auto' }}>
      {table}
    </div>
  );
}

/** A definition table's body row from the shorthand: its first cell is the row's header. */
function definitionRow(made: ReactElement | null): ReactElement | null {
  const cells = (made?.props as TableRowProps | undefined)?.cells;
  if (!made || !cells?.length) return made;
  const first = shorthand(TableCell, toContent, cells[0], { key: 0, role: 'rowheader' } as TableCellProps);
  return cloneElement(made, { cells: [first, ...cells.slice(1)] } as TableRowProps);
}

/**
 * A table of data: its parts as children (`Table.Header`, `Table.Body`, `Table.Row`, `Table.Cell`…),
 * or the shorthand (`headerRow`, `tableData` with `renderBodyRow`, `footerRow`).
 */
export const Table = forwardRef(TableBase) as unknown as (<T = unknown, C extends ElementType = 'table'>(
  props: AsProps<C, TableProps<T>>,
) => ReactElement | null) & {
  Body: typeof TableBody;
  Cell: typeof TableCell;
  Footer: typeof TableFooter;
  Header: typeof TableHeader;
  HeaderCell: typeof TableHeaderCell;
  Row: typeof TableRow;
  displayName?: string;
};

Table.Body = TableBody;
Table.Cell = TableCell;
Table.Footer = TableFooter;
Table.Header = TableHeader;
Table.HeaderCell = TableHeaderCell;
Table.Row = TableRow;

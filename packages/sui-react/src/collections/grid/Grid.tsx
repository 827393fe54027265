// Grid, Grid.Row and Grid.Column: server components (no hooks, no state). Layout only: a grid adds
// no role, and screen readers read its cells in source order whatever `reversed` shows.
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Color, Content, Floated, TextAlign, VerticalAlign, Width } from '../../internal/vocabulary.js';

/** A kind of screen the kit's responsive classes name. */
export type GridDevice = 'mobile' | 'tablet' | 'computer' | 'large screen' | 'widescreen';

/** The screens a part is shown on: one, or several separated by spaces (`'tablet mobile'`). */
export type GridOnly =
  GridDevice | `${GridDevice} ${GridDevice}` | `${GridDevice} ${GridDevice} ${GridDevice}`;

/** A screen on which the order is reversed, across (`'mobile'`) or down (`'mobile vertically'`). */
export type GridReversedOn =
  'mobile' | 'tablet' | 'computer' | `${'mobile' | 'tablet' | 'computer'} vertically`;

/** The screens on which the order is reversed: one, or several separated by spaces. */
export type GridReversed = GridReversedOn | `${GridReversedOn} ${GridReversedOn}`;

/** A number of columns (a row's width in sixteenths is 16 / columns), or `'equal'` to share the row. */
export type GridColumns = Width | 'equal';

export interface GridProps {
  /** Lines between every cell, or only between them inside (`internally`). */
  celled?: boolean | 'internally';
  /** Centres the columns of rows that do not fill the grid. */
  centered?: boolean;
  /** The rows and columns. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** How many columns a row holds before it wraps, or `'equal'` to share each row evenly. */
  columns?: GridColumns;
  /** Less space between the columns (`very` for even less). Fomantic only. */
  compact?: boolean | 'very';
  /** Keeps the grid within a container's width. */
  container?: boolean;
  /** Shorthand for `children`. */
  content?: Content;
  /** Lines between the columns, or between the rows (`vertically`). */
  divided?: boolean | 'vertically';
  /** Doubles each column's width on smaller screens (four columns become two on a tablet, one on a phone). */
  doubling?: boolean;
  /** Light lines for a dark background (with `divided` or `celled`). */
  inverted?: boolean;
  /** Shows the grid only on the screens named. Fomantic only. */
  only?: GridOnly;
  /** Keeps the grid's outer padding, at the sides (`horizontally`), above and below (`vertically`) or all round. */
  padded?: boolean | 'horizontally' | 'vertically';
  /** More space between the columns (`very` for even more). */
  relaxed?: boolean | 'very';
  /**
   * Reverses the order the columns are shown in on the screens named. Only what is shown: screen
   * readers and the Tab key still follow the source order.
   */
  reversed?: GridReversed;
  /** Stacks the columns, one under the other, on a phone's screen. */
  stackable?: boolean;
  /** Stretches every column to the height of its row. */
  stretched?: boolean;
  /** Aligns the text of every column. */
  textAlign?: TextAlign;
  /** Aligns every column within its row, top, middle or bottom. */
  verticalAlign?: VerticalAlign;
}

/** Grid's variation props and the classes they give (variations.test.ts checks them against grid.css). */
export const GRID_VARIATIONS = {
  centered: 'key',
  container: 'key',
  doubling: 'key',
  inverted: 'key',
  stackable: 'key',
  stretched: 'key',
  celled: 'keyOrValueKey',
  compact: 'keyOrValueKey',
  divided: 'keyOrValueKey',
  padded: 'keyOrValueKey',
  relaxed: 'keyOrValueKey',
  only: 'multiple',
  reversed: 'multiple',
  columns: ['width', 'column'],
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/**
 * Lays content out in rows of sixteenths: columns given a `width`, or rows holding a number of
 * `columns`.
 */
export const Grid = forwardRef<HTMLDivElement, GridProps & { as?: 'div' }>(function Grid(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Grid', GRID_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'grid', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', GridProps> & { Row: typeof GridRow; Column: typeof GridColumn };

export interface GridRowProps {
  /** Centres the row's columns when they do not fill it. */
  centered?: boolean;
  /** The row's columns. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Colours the row's background. */
  color?: Color | 'primary' | 'secondary';
  /** How many columns the row holds, or `'equal'` to share it evenly. */
  columns?: GridColumns;
  /** Shorthand for `children`. */
  content?: Content;
  /** Lines between the row's columns. */
  divided?: boolean;
  /** Doubles each column's width on smaller screens. Fomantic only. */
  doubling?: boolean;
  /** Shows the row only on the screens named. */
  only?: GridOnly;
  /** More space before a divider that follows the row (`very` for even more). Fomantic only. */
  relaxed?: boolean | 'very';
  /** Reverses the order the row's columns are shown in on the screens named (not the reading order). */
  reversed?: GridReversed;
  /** Stacks the row's columns on a phone's screen. Fomantic only. */
  stackable?: boolean;
  /** Stretches the row's columns to its height. */
  stretched?: boolean;
  /** Aligns the text of the row's columns. */
  textAlign?: TextAlign;
  /** Aligns the row's columns, top, middle or bottom. */
  verticalAlign?: VerticalAlign;
}

/** Grid.Row's variation props (variations.test.ts checks them against grid.css). */
export const GRID_ROW_VARIATIONS = {
  color: 'value',
  centered: 'key',
  divided: 'key',
  doubling: 'key',
  stackable: 'key',
  stretched: 'key',
  relaxed: 'keyOrValueKey',
  only: 'multiple',
  reversed: 'multiple',
  columns: ['width', 'column'],
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** A row of a grid: its columns start on a new line. */
export const GridRow = forwardRef<HTMLDivElement, GridRowProps & { as?: 'div' }>(function GridRow(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Grid.Row', GRID_ROW_VARIATIONS, props);
  return (
    <As className={cx(classes, 'row', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', GridRowProps>;

export interface GridColumnProps {
  /** Removes the column's padding on the side given, so that it meets the grid's edge. Fomantic only. */
  attached?: Floated;
  /** Centres the column in its row. Fomantic only. */
  centered?: boolean;
  /** The column's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Colours the column's background. */
  color?: Color | 'primary' | 'secondary';
  /** The column's width on a computer's screen, in sixteenths. */
  computer?: Width;
  /** Shorthand for `children`. */
  content?: Content;
  /** Floats the column to a side of its row. */
  floated?: Floated;
  /** The column's width on a large screen, in sixteenths. */
  largeScreen?: Width;
  /** The column's width on a phone's screen, in sixteenths. */
  mobile?: Width;
  /** Shows the column only on the screens named. */
  only?: GridOnly;
  /** Stretches the column's content to its height. */
  stretched?: boolean;
  /** The column's width on a tablet's screen, in sixteenths. */
  tablet?: Width;
  /** Aligns the column's text. */
  textAlign?: TextAlign;
  /** Aligns the column within its row, top, middle or bottom. */
  verticalAlign?: VerticalAlign;
  /** The column's width on a wide screen, in sixteenths. */
  widescreen?: Width;
  /** The column's width on every screen, in sixteenths. */
  width?: Width;
}

/** Grid.Column's variation props (variations.test.ts checks them against grid.css). */
export const GRID_COLUMN_VARIATIONS = {
  color: 'value',
  centered: 'key',
  stretched: 'key',
  attached: 'valueKey',
  floated: 'valueKey',
  only: 'multiple',
  width: ['width', 'wide'],
  mobile: ['width', 'wide mobile'],
  tablet: ['width', 'wide tablet'],
  computer: ['width', 'wide computer'],
  largeScreen: ['width', 'wide large screen'],
  widescreen: ['width', 'wide widescreen'],
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** A column of a grid, as wide as its `width` (in sixteenths) or a share of its row. */
export const GridColumn = forwardRef<HTMLDivElement, GridColumnProps & { as?: 'div' }>(function GridColumn(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Grid.Column', GRID_COLUMN_VARIATIONS, props);
  return (
    <As className={cx(classes, 'column', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', GridColumnProps>;

Grid.Row = GridRow;
Grid.Column = GridColumn;

import type { KeyboardEvent } from 'react';
import type { DatepickerLocaleValues } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { formatDate } from './format.js';
import {
  CELL_STATES,
  VIEWS,
  canTurnPage,
  pageRange,
  viewCells,
  viewColumns,
  viewTableClass,
  wider,
  type DateRange,
  type DatepickerMode,
} from './grid.js';
import {
  CHOOSE_KEYS,
  canZoom,
  isBlocked,
  type PickerAction,
  type PickerContext,
  type PickerState,
} from './state.js';
import { dialogLabelFor } from './props.js';

/** What prev / next turn in each view (in the order of `VIEWS`). */
const PAGE_NAMES = ['decade', 'year', 'month', 'day', 'hour'];

/**
 * The grid keys: arrows, Home / End, PageUp / PageDown, Enter and Space (the only key values that
 * start with Arrow or Page are the four arrows, PageUp and PageDown).
 */
const GRID_KEYS = /^(Arrow.*|Home|End|Page.*|Enter| )$/;

export interface CalendarTableProps {
  readonly state: PickerState;
  readonly context: PickerContext;
  readonly locale: DatepickerLocaleValues;
  /** The chosen date, drawn active. */
  readonly selected: Date | null;
  /** The other end of a range, drawn active too. */
  readonly other?: Date | null | undefined;
  /** The span of a range, drawn with Fomantic's `range` class. */
  readonly span?: DateRange | null | undefined;
  /** The id of the title, which names the grid. */
  readonly titleId: string;
  /**
   * One step of the picker. With `toGrid`, a step that changes the calendar gives the keyboard
   * focus to the highlighted cell after the render.
   */
  readonly apply: (action: PickerAction, toGrid?: boolean) => void;
  /** Draws the table for a dark (inverted) calendar. */
  readonly inverted?: boolean | undefined;
}

/**
 * One view of the calendar as a Fomantic `ui table` grid: the header (the title, which zooms out,
 * and prev / next), the weekday names in the date view, and the cells of the year, month, date,
 * hour or minute view. All it does goes through `apply`.
 */
export function CalendarTable(props: CalendarTableProps) {
  const { state, context, locale, titleId, apply } = props;
  const { mode, range, firstDayOfWeek, rtl } = context;
  const { view, page } = state;
  const rows = viewCells(view, {
    page,
    focus: state.focus,
    selected: props.selected,
    other: props.other,
    span: props.span,
    blocked: (date) => isBlocked(context, view, date),
    today: new Date(),
    range,
    firstDayOfWeek,
  });
  const level = VIEWS.indexOf(view);
  // The modes share their names with the views their values are chosen in: each view's title
  // and cell labels use the format of the mode of that precision.
  const fmt = (date: Date, format: DatepickerMode) => formatDate(date, locale.formats[format], locale);
  // The title names the page: a decade, a year, a month, a day (not in time mode), an hour.
  const { min: pageStart, max: pageEnd } = pageRange(view, page);
  let title = fmt(
    pageStart,
    view === 'minute' ? (mode === 'time' ? 'time' : 'datetime') : (wider(view) as DatepickerMode),
  );
  if (view === 'year') title += ` – ${fmt(pageEnd, 'year')}`;
  if (view === 'hour' && mode === 'time') title = '';
  const zoom = canZoom(mode, view);

  /**
   * The props of prev, next and the title: buttons that act on a click, or on Enter or Space (which
   * sends the focus to the grid when `toGrid`).
   */
  const buttonProps = (action: PickerAction, toGrid: boolean) => ({
    role: 'button',
    tabIndex: 0,
    onClick: () => apply(action),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!CHOOSE_KEYS.test(event.key)) return;
      event.preventDefault();
      apply(action, toGrid);
    },
  });

  const navButton = (direction: -1 | 1) => {
    const enabled = canTurnPage(view, page, direction, range);
    return (
      <span
        className={cx(direction < 0 ? 'prev link' : 'next link', !enabled && 'disabled')}
        {...buttonProps({ type: 'turn', direction }, false)}
        aria-label={`${direction < 0 ? 'Previous' : 'Next'} ${PAGE_NAMES[level]}`}
        aria-disabled={!enabled || undefined}
      >
        <i aria-hidden="true" className={cx('chevron', direction < 0 === !rtl ? 'left' : 'right', 'icon')} />
      </span>
    );
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (!GRID_KEYS.test(key) || !(event.target as HTMLElement).matches('td')) return;
    event.preventDefault();
    apply({ type: 'key', key, shiftKey: event.shiftKey }, true);
  };

  return (
    <table
      role="grid"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : dialogLabelFor(mode)}
      className={cx(
        'ui celled center aligned unstackable',
        props.inverted && 'inverted',
        'table',
        viewTableClass(view),
      )}
      onKeyDown={onGridKeyDown}
    >
      <thead>
        <tr>
          <th colSpan={viewColumns(view)}>
            {/* One element for every view, so that it stays the same live region and its
                changes are announced. */}
            <span
              id={titleId}
              aria-live="polite"
              {...(zoom && { className: 'link', ...buttonProps({ type: 'zoom' }, true) })}
            >
              {title}
            </span>
            {navButton(-1)}
            {navButton(1)}
          </th>
        </tr>
        {view === 'date' && (
          <tr>
            {Array.from({ length: 7 }, (_, i) => {
              const day = (i + firstDayOfWeek) % 7;
              return (
                <th key={day} aria-label={locale.weekdays[day]}>
                  {locale.weekdaysNarrow[day]}
                </th>
              );
            })}
          </tr>
        )}
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell) => {
              const { date } = cell;
              return (
                <td
                  key={date.getTime()}
                  role="gridcell"
                  className={cx('link', ...CELL_STATES.filter((name) => cell[name]))}
                  tabIndex={cell.focus ? 0 : -1}
                  aria-selected={cell.active || undefined}
                  aria-disabled={cell.disabled || undefined}
                  aria-current={cell.today ? 'date' : undefined}
                  aria-label={view === 'month' || view === 'date' ? fmt(date, view) : undefined}
                  // Real pointer movement only: a calendar drawn under a resting pointer, or
                  // turning a page under it, must not move the highlight away from the keys.
                  onMouseMove={(event) => {
                    if (cell.focus) return;
                    // When the keyboard focus is in the grid, it follows the highlight.
                    const inGrid =
                      event.currentTarget.ownerDocument.activeElement?.matches('td[role="gridcell"]');
                    apply({ type: 'hover', date }, !!inGrid);
                  }}
                  onClick={() => apply({ type: 'choose', date })}
                >
                  {view === 'month'
                    ? locale.monthsShort[date.getMonth()]
                    : view === 'date'
                      ? date.getDate()
                      : fmt(date, view === 'year' ? 'year' : 'time')}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the picker chooses: a date and time, a date, a time, a month or a year. */
export const DATEPICKER_MODES = ['datetime', 'date', 'time', 'month', 'year'] as const;
export type DatepickerMode = (typeof DATEPICKER_MODES)[number];

/** The five calendar views, from the widest to the narrowest. */
export type CalendarView = 'year' | 'month' | 'date' | 'hour' | 'minute';

/**
 * The views in order, widest first. A view's index is its precision: each view's page is one unit
 * of the view before it (a year of months, a month of days…), except the year view, which shows a
 * decade.
 */
export const VIEWS: readonly CalendarView[] = ['year', 'month', 'date', 'hour', 'minute'];

const level = (view: CalendarView): number => VIEWS.indexOf(view);

/** The view one step wider than `view` (the year view for itself). */
export const wider = (view: CalendarView): CalendarView => VIEWS[Math.max(level(view) - 1, 0)]!;

/** Minutes between two cells of the minute view. */
export const MINUTE_STEP = 5;

/**
 * The views each mode walks through, widest first: a run of `VIEWS`. Choosing a cell moves one
 * view down; the last view's choice is the value. The title zooms one view up.
 */
export const MODE_VIEWS: Record<DatepickerMode, readonly CalendarView[]> = {
  datetime: VIEWS,
  date: VIEWS.slice(0, 3),
  time: VIEWS.slice(3),
  month: VIEWS.slice(0, 2),
  year: VIEWS.slice(0, 1),
};

/** The view each mode opens on: the date view, or the mode's view nearest to it. */
export function initialView(mode: DatepickerMode): CalendarView {
  const views = MODE_VIEWS[mode];
  return VIEWS[Math.max(level(views[0]!), Math.min(2, level(views[views.length - 1]!)))]!;
}

/** The precision of each mode's value: the view its value is chosen in. */
export const finalView = (mode: DatepickerMode): CalendarView => MODE_VIEWS[mode].at(-1)!;

/** Columns of each view's grid, in the order of `VIEWS`; every view has 12 cells but the date (42) and hour (24) views. */
const COLUMNS = [3, 3, 7, 4, 3];
const CELLS = [12, 12, 42, 24, 12];

/** Columns of a view's grid. */
export const viewColumns = (view: CalendarView): number => COLUMNS[level(view)]!;

/** Fomantic's class for each view's table: "three column year", "seven column day"… */
export const viewTableClass = (view: CalendarView): string =>
  `${{ 3: 'three', 4: 'four', 7: 'seven' }[viewColumns(view)]} column ${view === 'date' ? 'day' : view}`;

/** The first year of the decade page that holds `date`'s year (2020 for 2026). */
export const decadeStart = (date: Date): number => Math.floor(date.getFullYear() / 10) * 10;

/** Jan 1st, midnight, of a year (works for years below 100, which `new Date(y, 0)` maps to 19xx). */
export function yearStart(year: number): Date {
  const d = new Date(2000, 0, 1);
  d.setFullYear(year);
  return d;
}

/** The start of the `view`'s unit that holds `date`: its year, month, day, hour or 5-minute slot. */
export function unitStart(view: CalendarView, date: Date): Date {
  const precision = level(view);
  const out = new Date(date);
  if (precision < 2) out.setMonth(precision ? out.getMonth() : 0, 1);
  out.setHours(
    precision > 2 ? out.getHours() : 0,
    precision > 3 ? out.getMinutes() - (out.getMinutes() % MINUTE_STEP) : 0,
    0,
    0,
  );
  return out;
}

/** The last millisecond of the `view`'s unit that holds `date`. */
export const unitEnd = (view: CalendarView, date: Date): Date =>
  new Date(addUnits(view, unitStart(view, date), 1).getTime() - 1);

/** The inclusive range of dates the picker may choose. */
export interface DateRange {
  readonly min: Date;
  readonly max: Date;
}

/** The widest range: years 1 to 9999. Without minDate / maxDate the picker stays inside it. */
export const FULL_RANGE: DateRange = {
  min: yearStart(1),
  max: unitEnd('year', yearStart(9999)),
};

/** Whether the `view`'s unit that holds `date` overlaps the range: only such cells can be chosen. */
export const isEnabled = (view: CalendarView, date: Date, range: DateRange): boolean =>
  overlaps({ min: unitStart(view, date), max: unitEnd(view, date) }, range);

const overlaps = (a: DateRange, b: DateRange): boolean => a.max >= b.min && a.min <= b.max;

/** `date` moved into the range (the nearest end when outside). */
export function clampDate(date: Date, range: DateRange): Date {
  if (date < range.min) return new Date(range.min);
  if (date > range.max) return new Date(range.max);
  return date;
}

/** Whether two dates fall in the same unit of `view` (same year, month, day, hour or 5-minute slot). */
export const sameUnit = (view: CalendarView, a: Date, b: Date): boolean =>
  unitStart(view, a).getTime() === unitStart(view, b).getTime();

/**
 * `date` moved by `amount` units of `view`. Years and months keep the day when the target month
 * has it, else take its last day (January 31st + 1 month = February 28th); days keep the time of
 * day; hours and 5-minute slots are exact durations.
 */
export function addUnits(view: CalendarView, date: Date, amount: number): Date {
  const precision = level(view);
  if (precision > 2) return new Date(date.getTime() + amount * (precision > 3 ? MINUTE_STEP : 60) * 60_000);
  if (precision < 2)
    return atMonth(date, date.getFullYear(), date.getMonth() + (precision ? amount : amount * 12));
  const out = new Date(date);
  out.setDate(out.getDate() + amount);
  return out;
}

/**
 * `date` in another month (`month` may run past 0–11), on `day` or the month's last day when it is
 * shorter; the time of day stays. One step, so that a daylight-saving gap on the way cannot shift
 * the hour.
 */
export function atMonth(date: Date, year: number, month: number, day = date.getDate()): Date {
  const last = new Date(new Date(date).setFullYear(year, month + 1, 0)).getDate();
  const out = new Date(date);
  out.setFullYear(year, month, Math.min(day, last));
  return out;
}

/** The page unit of each view: what prev / next move by (a decade, a year, a month, a day, an hour). */
export const addPages = (view: CalendarView, date: Date, amount: number): Date =>
  addUnits(wider(view), date, view === 'year' ? amount * 10 : amount);

/** The first and last instants of the page of `view` that holds `date` (its main cells, not adjacent ones). */
export function pageRange(view: CalendarView, date: Date): DateRange {
  const min = view === 'year' ? yearStart(decadeStart(date)) : unitStart(wider(view), date);
  return { min, max: new Date(addPages(view, min, 1).getTime() - 1) };
}

/** Whether `date` is one of the main cells of the page of `view` that holds `page`. */
export function onPage(view: CalendarView, page: Date, date: Date): boolean {
  const { min, max } = pageRange(view, page);
  return date >= min && date <= max;
}

/**
 * The first date of the date view's grid: the `firstDayOfWeek` on or before the 1st of the month.
 * A month that starts on the first day of the week starts the grid (no leading week of the month
 * before).
 */
export function dateGridStart(month: Date, firstDayOfWeek: number): Date {
  const first = unitStart('month', month);
  return addUnits('date', first, -((first.getDay() - firstDayOfWeek + 7) % 7));
}

/**
 * The dates of one page of a view, row by row, each at the start of its unit:
 * - year: the decade (2020–2029) with the year before and after, 4 rows of 3;
 * - month: the 12 months, 4 rows of 3;
 * - date: 6 weeks of 7 days starting on `firstDayOfWeek`;
 * - hour: the 24 hours of the day, 6 rows of 4;
 * - minute: the hour in 5-minute steps, 4 rows of 3.
 */
export function viewDates(view: CalendarView, page: Date, firstDayOfWeek: number): Date[][] {
  const start =
    view === 'year'
      ? yearStart(decadeStart(page) - 1)
      : view === 'date'
        ? dateGridStart(page, firstDayOfWeek)
        : pageRange(view, page).min;
  const columns = viewColumns(view);
  const grid: Date[][] = [];
  for (let index = 0; index < CELLS[level(view)]!; index++) {
    // Hours are set on the clock rather than added, so a daylight-saving day still shows 0 to 23.
    const date = view === 'hour' ? new Date(new Date(start).setHours(index)) : addUnits(view, start, index);
    if (index % columns) grid.at(-1)!.push(date);
    else grid.push([date]);
  }
  return grid;
}

/** The states of a cell that Fomantic's classes show, each named as its class. */
export const CELL_STATES = ['today', 'active', 'focus', 'disabled', 'adjacent', 'range'] as const;

/** One cell of a view, with the state Fomantic's classes show. */
export interface CalendarCell {
  /** The start of the cell's unit. */
  readonly date: Date;
  /** Outside the allowed range: shown, never chosen. */
  readonly disabled: boolean;
  /** The selected value's cell. */
  readonly active: boolean;
  /** The cell holding the current date and time. */
  readonly today: boolean;
  /** The highlighted cell (keyboard focus or mouse hover). */
  readonly focus: boolean;
  /** A cell of the page before or after (days of the adjacent months, years outside the decade). */
  readonly adjacent: boolean;
  /** Inside the highlighted span of a range (Fomantic's `range` class). */
  readonly range: boolean;
}

export interface ViewCellsOptions {
  readonly page: Date;
  readonly focus: Date;
  readonly selected: Date | null;
  readonly today: Date;
  readonly range: DateRange;
  readonly firstDayOfWeek: number;
  /** The span of a range to highlight, when there is one. */
  readonly span?: DateRange | null;
  /** Whether a cell is disabled by the `isDateDisabled` predicate. */
  readonly blocked?: (date: Date) => boolean;
  /** A second chosen date (the other end of a range), drawn active too. */
  readonly other?: Date | null;
}

/** The cells of one page of a view, with their states. */
export function viewCells(view: CalendarView, options: ViewCellsOptions): CalendarCell[][] {
  const { page, focus, selected, today, range, firstDayOfWeek, span, blocked, other } = options;
  return viewDates(view, page, firstDayOfWeek).map((row) =>
    row.map((date) => ({
      date,
      disabled: !isEnabled(view, date, range) || !!blocked?.(date),
      active: [selected, other].some((chosen) => !!chosen && sameUnit(view, date, chosen)),
      range: !!span && isEnabled(view, date, span),
      today: sameUnit(view, date, today),
      focus: sameUnit(view, date, focus),
      adjacent: !onPage(view, page, date),
    })),
  );
}

/** Whether prev (-1) or next (+1) leads to a page with at least one cell that can be chosen. */
export const canTurnPage = (view: CalendarView, page: Date, direction: -1 | 1, range: DateRange): boolean =>
  overlaps(pageRange(view, addPages(view, page, direction)), range);

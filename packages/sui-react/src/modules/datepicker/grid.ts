import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { endOfDay } from 'date-fns/endOfDay';
import { endOfHour } from 'date-fns/endOfHour';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfYear } from 'date-fns/endOfYear';
import { setHours } from 'date-fns/setHours';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfHour } from 'date-fns/startOfHour';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfYear } from 'date-fns/startOfYear';

/** What the picker chooses: a date and time, a date, a time, a month or a year. */
export const DATEPICKER_MODES = ['datetime', 'date', 'time', 'month', 'year'] as const;
export type DatepickerMode = (typeof DATEPICKER_MODES)[number];

/** The five calendar views, from the widest to the narrowest. */
export type CalendarView = 'year' | 'month' | 'date' | 'hour' | 'minute';

/** Minutes between two cells of the minute view. */
export const MINUTE_STEP = 5;

/**
 * The views each mode walks through, widest first. Choosing a cell moves one view down; the last
 * view's choice is the value. The title zooms one view up.
 */
export const MODE_VIEWS: Record<DatepickerMode, readonly CalendarView[]> = {
  datetime: ['year', 'month', 'date', 'hour', 'minute'],
  date: ['year', 'month', 'date'],
  time: ['hour', 'minute'],
  month: ['year', 'month'],
  year: ['year'],
};

/** The view each mode opens on. */
export const INITIAL_VIEW: Record<DatepickerMode, CalendarView> = {
  datetime: 'date',
  date: 'date',
  time: 'hour',
  month: 'month',
  year: 'year',
};

/** The precision of each mode's value: the view its value is chosen in. */
export const finalView = (mode: DatepickerMode): CalendarView =>
  MODE_VIEWS[mode][MODE_VIEWS[mode].length - 1]!;

/** Rows and columns of each view's grid. */
export const VIEW_SHAPE: Record<CalendarView, { rows: number; columns: number }> = {
  year: { rows: 4, columns: 3 },
  month: { rows: 4, columns: 3 },
  date: { rows: 6, columns: 7 },
  hour: { rows: 6, columns: 4 },
  minute: { rows: 4, columns: 3 },
};

/** Fomantic's class for each view's table. */
export const VIEW_TABLE_CLASS: Record<CalendarView, string> = {
  year: 'three column year',
  month: 'three column month',
  date: 'seven column day',
  hour: 'four column hour',
  minute: 'three column minute',
};

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
  switch (view) {
    case 'year':
      return startOfYear(date);
    case 'month':
      return startOfMonth(date);
    case 'date':
      return startOfDay(date);
    case 'hour':
      return startOfHour(date);
    case 'minute': {
      const d = startOfHour(date);
      d.setMinutes(Math.floor(date.getMinutes() / MINUTE_STEP) * MINUTE_STEP);
      return d;
    }
  }
}

/** The last millisecond of the `view`'s unit that holds `date`. */
export function unitEnd(view: CalendarView, date: Date): Date {
  switch (view) {
    case 'year':
      return endOfYear(date);
    case 'month':
      return endOfMonth(date);
    case 'date':
      return endOfDay(date);
    case 'hour':
      return endOfHour(date);
    case 'minute':
      return new Date(addMinutes(unitStart('minute', date), MINUTE_STEP).getTime() - 1);
  }
}

/** The inclusive range of dates the picker may choose. */
export interface DateRange {
  readonly min: Date;
  readonly max: Date;
}

/** The widest range: years 1 to 9999. Without minDate / maxDate the picker stays inside it. */
export const FULL_RANGE: DateRange = {
  min: yearStart(1),
  max: endOfYear(yearStart(9999)),
};

/** Whether the `view`'s unit that holds `date` overlaps the range: only such cells can be chosen. */
export function isEnabled(view: CalendarView, date: Date, range: DateRange): boolean {
  return unitEnd(view, date) >= range.min && unitStart(view, date) <= range.max;
}

/** `date` moved into the range (the nearest end when outside). */
export function clampDate(date: Date, range: DateRange): Date {
  if (date < range.min) return new Date(range.min);
  if (date > range.max) return new Date(range.max);
  return date;
}

/** Whether two dates fall in the same unit of `view` (same year, month, day, hour or 5-minute slot). */
export function sameUnit(view: CalendarView, a: Date, b: Date): boolean {
  return unitStart(view, a).getTime() === unitStart(view, b).getTime();
}

/** `date` moved by `amount` units of `view` (years, months, days, hours, 5-minute slots). */
export function addUnits(view: CalendarView, date: Date, amount: number): Date {
  switch (view) {
    case 'year':
      return addYears(date, amount);
    case 'month':
      return addMonths(date, amount);
    case 'date':
      return addDays(date, amount);
    case 'hour':
      return addHours(date, amount);
    case 'minute':
      return addMinutes(date, amount * MINUTE_STEP);
  }
}

/** The page unit of each view: what prev / next move by. */
export function addPages(view: CalendarView, date: Date, amount: number): Date {
  switch (view) {
    case 'year':
      return addYears(date, amount * 10);
    case 'month':
      return addYears(date, amount);
    case 'date':
      return addMonths(date, amount);
    case 'hour':
      return addDays(date, amount);
    case 'minute':
      return addHours(date, amount);
  }
}

/** The first and last instants of the page of `view` that holds `date` (its main cells, not adjacent ones). */
export function pageRange(view: CalendarView, date: Date): DateRange {
  switch (view) {
    case 'year': {
      const start = yearStart(decadeStart(date));
      return { min: start, max: endOfYear(addYears(start, 9)) };
    }
    case 'month':
      return { min: startOfYear(date), max: endOfYear(date) };
    case 'date':
      return { min: startOfMonth(date), max: endOfMonth(date) };
    case 'hour':
      return { min: startOfDay(date), max: endOfDay(date) };
    case 'minute':
      return { min: startOfHour(date), max: endOfHour(date) };
  }
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
  const first = startOfMonth(month);
  return addDays(first, -((first.getDay() - firstDayOfWeek + 7) % 7));
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
  const { rows, columns } = VIEW_SHAPE[view];
  let start: Date;
  switch (view) {
    case 'year':
      start = yearStart(decadeStart(page) - 1);
      break;
    case 'month':
      start = startOfYear(page);
      break;
    case 'date':
      start = dateGridStart(page, firstDayOfWeek);
      break;
    case 'hour':
      start = startOfDay(page);
      break;
    case 'minute':
      start = startOfHour(page);
      break;
  }
  const grid: Date[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: Date[] = [];
    for (let c = 0; c < columns; c++) {
      const index = r * columns + c;
      // Hours are set on the clock rather than added, so a daylight-saving day still shows 0 to 23.
      row.push(view === 'hour' ? setHours(start, index) : addUnits(view, start, index));
    }
    grid.push(row);
  }
  return grid;
}

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
}

export interface ViewCellsOptions {
  readonly page: Date;
  readonly focus: Date;
  readonly selected: Date | null;
  readonly today: Date;
  readonly range: DateRange;
  readonly firstDayOfWeek: number;
}

/** The cells of one page of a view, with their states. */
export function viewCells(view: CalendarView, options: ViewCellsOptions): CalendarCell[][] {
  const { page, focus, selected, today, range, firstDayOfWeek } = options;
  return viewDates(view, page, firstDayOfWeek).map((row) =>
    row.map((date) => ({
      date,
      disabled: !isEnabled(view, date, range),
      active: !!selected && sameUnit(view, date, selected),
      today: sameUnit(view, date, today),
      focus: sameUnit(view, date, focus),
      adjacent: !onPage(view, page, date),
    })),
  );
}

/** Whether prev (-1) or next (+1) leads to a page with at least one cell that can be chosen. */
export function canTurnPage(view: CalendarView, page: Date, direction: -1 | 1, range: DateRange): boolean {
  const next = pageRange(view, addPages(view, page, direction));
  return next.max >= range.min && next.min <= range.max;
}

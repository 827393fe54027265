import {
  FULL_RANGE,
  MODE_VIEWS,
  addPages,
  addUnits,
  atMonth,
  canTurnPage,
  clampDate,
  finalView,
  initialView,
  isEnabled,
  onPage,
  sameUnit,
  unitEnd,
  unitStart,
  viewColumns,
  viewDates,
  type CalendarView,
  type DateRange,
  type DatepickerMode,
} from './grid.js';

/** What the open calendar shows: a view, the page of it, and the highlighted date. */
export interface PickerState {
  readonly view: CalendarView;
  /** Any date on the shown page. */
  readonly page: Date;
  /** The highlighted date; the finer parts (day, hour, minute) carry over when zooming in. */
  readonly focus: Date;
}

/** The rules of one picker, fixed while it is open. */
export interface PickerContext {
  readonly mode: DatepickerMode;
  readonly range: DateRange;
  readonly firstDayOfWeek: number;
  /** Right-to-left: the left and right arrows swap. */
  readonly rtl?: boolean;
  /** Dates that cannot be chosen besides those outside the range (see `isBlocked`). */
  readonly isDateDisabled?: (date: Date) => boolean;
}

/** The view whose cells `isDateDisabled` judges: the day in datetime mode, else the value's view. */
export const predicateView = (mode: DatepickerMode): CalendarView =>
  mode === 'datetime' ? 'date' : finalView(mode);

/**
 * Whether `isDateDisabled` refuses the cell of `view` that holds `date`. It is asked about the
 * start of each cell of the mode's value view (of the date view in datetime mode), a copy it may
 * keep; the other views are not asked. A predicate that throws gives an error naming the date.
 */
export function isBlocked(context: PickerContext, view: CalendarView, date: Date): boolean {
  const predicate = context.isDateDisabled;
  if (!predicate || view !== predicateView(context.mode)) return false;
  const start = unitStart(view, date);
  try {
    return !!predicate(start);
  } catch (error) {
    throw new Error(
      `Datepicker: isDateDisabled threw for ${start.toString()}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/**
 * The most cells a key walks past disabled dates (more than a year of days): a predicate that
 * disables everything leaves the highlight where it was after this many checks, at most.
 */
export const MAX_SKIPS = 400;

export type PickerAction =
  /** A key pressed in the grid. */
  | { readonly type: 'key'; readonly key: string; readonly shiftKey?: boolean }
  /** The mouse is over a cell. */
  | { readonly type: 'hover'; readonly date: Date }
  /** A cell was clicked, or Enter / Space pressed on the highlighted one. */
  | { readonly type: 'choose'; readonly date: Date }
  /** Prev (-1) or next (+1). */
  | { readonly type: 'turn'; readonly direction: -1 | 1 }
  /** The title: one view up. */
  | { readonly type: 'zoom' };

export interface PickerResult {
  readonly state: PickerState;
  /** Set when the action chose the value (a cell of the mode's last view). */
  readonly value?: Date;
}

/** The keys that choose the highlighted cell, or press a button of the calendar: Enter and Space. */
export const CHOOSE_KEYS = /^(Enter| )$/;

/**
 * The range a picker may choose from: minDate to maxDate (years 1 to 9999 when unset). A time
 * picker stays on the day of `base` (its value, or the initial date).
 */
export function pickerRange(
  mode: DatepickerMode,
  minDate: Date | undefined,
  maxDate: Date | undefined,
  base: Date,
): DateRange {
  const range = { min: minDate ?? FULL_RANGE.min, max: maxDate ?? FULL_RANGE.max };
  if (mode !== 'time') return range;
  // The day of `base` (moved into the range) and the range overlap: its start and end, kept in the range.
  const day = clampDate(base, range);
  return { min: clampDate(unitStart('date', day), range), max: clampDate(unitEnd('date', day), range) };
}

/**
 * `target`'s unit of `view` with the finer parts of `finer`: choosing March while May 31st 14:20
 * is highlighted gives March 31st 14:20; the day is cut to the month's length (February 28th).
 */
export function withUnit(view: CalendarView, target: Date, finer: Date): Date {
  if (view === 'minute') return unitStart('minute', target);
  const out = atMonth(
    finer,
    target.getFullYear(),
    (view === 'year' ? finer : target).getMonth(),
    (view === 'year' || view === 'month' ? finer : target).getDate(),
  );
  if (view === 'hour') out.setHours(target.getHours());
  return out;
}

/** The state a picker opens with: the mode's first view, on the selected date or else the initial one. */
export function initialPickerState(
  context: PickerContext,
  selected: Date | null,
  initial: Date,
): PickerState {
  const focus = clampDate(selected ?? initial, context.range);
  return { view: initialView(context.mode), page: focus, focus };
}

/** The value a choice in the mode's last view gives: midnight in modes without time, whole minutes in the range. */
export function valueFor(mode: DatepickerMode, date: Date, range: DateRange): Date {
  const view = finalView(mode);
  const value = unitStart(view, date);
  if (view !== 'minute') return value;
  // Whole minutes: the first one at or after the range's start, the last one at or before its end.
  const minute = (date: Date) => new Date(new Date(date).setSeconds(0, 0));
  if (value < range.min) {
    const up = minute(range.min);
    return up < range.min ? new Date(up.getTime() + 60_000) : up;
  }
  if (value > range.max) return minute(range.max);
  return value;
}

/** Where a key moves the highlight, before it is kept in the range; null for keys the grid ignores. */
export function keyTarget(
  state: PickerState,
  context: PickerContext,
  key: string,
  shiftKey = false,
): Date | null {
  const { view, focus } = state;
  const columns = viewColumns(view);
  const flip = context.rtl ? -1 : 1;
  // Arrows move by cell and row.
  const step = { ArrowLeft: -flip, ArrowRight: flip, ArrowUp: -columns, ArrowDown: columns }[key];
  if (step) return addUnits(view, focus, step);
  if (key === 'PageUp' || key === 'PageDown') {
    const direction = key === 'PageUp' ? -1 : 1;
    // In the date view, Shift moves by year.
    return view === 'date' && shiftKey
      ? addUnits('year', focus, direction)
      : addPages(view, focus, direction);
  }
  if (key !== 'Home' && key !== 'End') return null;
  // The first or last cell of the highlighted row (in the date view, the week).
  const row = viewDates(view, state.page, context.firstDayOfWeek).find((cells) =>
    cells.some((cell) => sameUnit(view, cell, focus)),
  );
  return row ? withUnit(view, key === 'Home' ? row[0]! : row.at(-1)!, focus) : focus;
}

/**
 * One step of an open picker. Pure: the same state, context and action always give the same
 * result. Choosing a cell (a click, or Enter / Space on the highlighted one) gives the value in the
 * mode's last view, otherwise the next view down on that cell.
 */
export function pickerStep(state: PickerState, context: PickerContext, action: PickerAction): PickerResult {
  const { view, page, focus } = state;
  const { mode, range } = context;
  const views = MODE_VIEWS[mode];
  const index = views.indexOf(view);
  if (action.type === 'turn') {
    if (!canTurnPage(view, page, action.direction, range)) return { state };
    const next = addPages(view, page, action.direction);
    const moved = clampDate(addPages(view, focus, action.direction), range);
    return {
      state: { view, page: next, focus: onPage(view, next, moved) ? moved : clampDate(next, range) },
    };
  }
  if (action.type === 'zoom') {
    return { state: index > 0 ? { view: views[index - 1]!, page: focus, focus } : state };
  }
  if (action.type === 'key' && !CHOOSE_KEYS.test(action.key)) {
    // The highlight moves, kept in the range; the page follows it when it leaves the page.
    const target = keyTarget(state, context, action.key, action.shiftKey);
    if (!target) return { state };
    let moved = clampDate(target, range);
    // A disabled date is passed over one cell at a time in the key's direction (Home forward, End
    // back), up to MAX_SKIPS cells and the range's ends; finding none, the highlight stays.
    const direction = action.key === 'Home' ? 1 : action.key === 'End' || moved < focus ? -1 : 1;
    for (let skips = 0; isBlocked(context, view, moved); skips++) {
      const next = clampDate(addUnits(view, moved, direction), range);
      if (skips === MAX_SKIPS || sameUnit(view, next, moved)) return { state };
      moved = next;
    }
    return { state: { view, page: onPage(view, page, moved) ? page : moved, focus: moved } };
  }
  const chosen = action.type === 'key' ? focus : action.date;
  // Only cells that can be chosen react to the mouse and to Enter.
  if (!isEnabled(view, chosen, range) || isBlocked(context, view, chosen)) return { state };
  const target = clampDate(withUnit(view, chosen, focus), range);
  if (action.type === 'hover') return { state: { view, page, focus: target } };
  if (index === views.length - 1) {
    const value = valueFor(mode, target, range);
    // A range narrower than a minute may hold no whole minute: nothing can be chosen then.
    return value > range.max ? { state } : { state, value };
  }
  return { state: { view: views[index + 1]!, page: target, focus: target } };
}

/** Whether the title zooms out from `view` in `mode` (not from the mode's widest view). */
export const canZoom = (mode: DatepickerMode, view: CalendarView): boolean =>
  MODE_VIEWS[mode].indexOf(view) > 0;

/** Whether a value is allowed: its unit at the mode's precision overlaps the range. */
export const isAllowedValue = (mode: DatepickerMode, value: Date, range: DateRange): boolean =>
  isEnabled(finalView(mode), value, range);

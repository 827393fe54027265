import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATEPICKER_MODES, finalView, isEnabled, viewDates, type DatepickerMode } from './grid.js';
import {
  initialPickerState,
  keyTarget,
  pickerRange,
  pickerStep,
  valueFor,
  withUnit,
  type PickerAction,
  type PickerContext,
  type PickerState,
} from './state.js';

const KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  ' ',
];
const instant = fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true });

/** Any action a user can take: keys, hovering or clicking any cell of the page, prev / next, the title. */
const actionArb = fc.oneof(
  fc.record({ type: fc.constant('key' as const), key: fc.constantFrom(...KEYS), shiftKey: fc.boolean() }),
  fc.record({ type: fc.constant('cell-hover' as const), index: fc.nat() }),
  fc.record({ type: fc.constant('cell-click' as const), index: fc.nat() }),
  fc.record({ type: fc.constant('turn' as const), direction: fc.constantFrom(-1 as const, 1 as const) }),
  fc.constant({ type: 'zoom' as const }),
);

const ctx = (
  mode: DatepickerMode,
  min?: Date,
  max?: Date,
  base = new Date(2026, 10, 21, 14, 37),
): PickerContext => ({
  mode,
  range: pickerRange(mode, min, max, base),
  firstDayOfWeek: 1,
});

describe('picker state with min and max', () => {
  it('never highlights a disabled cell, and never chooses a value outside the range, by mouse or keyboard', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DATEPICKER_MODES),
        instant,
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        instant,
        fc.boolean(),
        fc.array(actionArb, { maxLength: 40 }),
        (mode, min, spanMinutes, start, rtl, actions) => {
          const max = new Date(min.getTime() + spanMinutes * 60_000);
          const context = { ...ctx(mode, min, max, start), rtl };
          let state: PickerState = initialPickerState(context, null, start);
          for (const raw of actions) {
            let action: PickerAction;
            if (raw.type === 'cell-hover' || raw.type === 'cell-click') {
              const cells = viewDates(state.view, state.page, 1).flat();
              const date = cells[raw.index % cells.length]!;
              action = { type: raw.type === 'cell-hover' ? 'hover' : 'choose', date };
            } else action = raw;
            const result = pickerStep(state, context, action);
            if (result.value) {
              expect(isEnabled(finalView(mode), result.value, context.range)).toBe(true);
              if (finalView(mode) === 'minute') {
                expect(result.value >= context.range.min && result.value <= context.range.max).toBe(true);
                expect(result.value.getSeconds()).toBe(0);
              } else {
                expect(result.value.getHours()).toBe(0);
                expect(result.value.getMinutes()).toBe(0);
              }
            }
            state = result.state;
            expect(isEnabled(state.view, state.focus, context.range)).toBe(true);
            expect(state.focus >= context.range.min && state.focus <= context.range.max).toBe(true);
          }
        },
      ),
    );
  });

  it('ignores clicks and hovers on disabled cells', () => {
    const context = ctx('date', new Date(2026, 10, 10), new Date(2026, 10, 20));
    const state = initialPickerState(context, null, new Date(2026, 10, 15));
    expect(pickerStep(state, context, { type: 'choose', date: new Date(2026, 10, 21) })).toEqual({ state });
    expect(pickerStep(state, context, { type: 'hover', date: new Date(2026, 10, 9) })).toEqual({ state });
    expect(pickerStep(state, context, { type: 'choose', date: new Date(2026, 10, 20) }).value).toEqual(
      new Date(2026, 10, 20),
    );
  });

  it('keeps the keyboard at the range edge instead of crossing it', () => {
    const context = ctx('date', new Date(2026, 10, 10), new Date(2026, 10, 20, 12));
    let state = initialPickerState(context, null, new Date(2026, 10, 18));
    state = pickerStep(state, context, { type: 'key', key: 'PageDown' }).state;
    expect(state.focus.getDate()).toBe(20);
    state = pickerStep(state, context, { type: 'key', key: 'ArrowRight' }).state;
    expect(state.focus.getDate()).toBe(20);
    state = pickerStep(state, context, { type: 'key', key: 'PageUp', shiftKey: true }).state;
    expect(state.focus.getDate()).toBe(10);
    expect(pickerStep(state, context, { type: 'turn', direction: -1 }).state).toBe(state);
  });
});

describe('picker state: view paths', () => {
  const start = new Date(2026, 10, 21, 14, 37);
  const walk = (mode: DatepickerMode, actions: PickerAction[]) => {
    const context = ctx(mode);
    let state = initialPickerState(context, null, start);
    const views = [state.view];
    let value: Date | undefined;
    for (const action of actions) {
      const result = pickerStep(state, context, action);
      state = result.state;
      value = result.value ?? value;
      views.push(state.view);
    }
    return { views, value };
  };
  const enter: PickerAction = { type: 'key', key: 'Enter' };
  const zoom: PickerAction = { type: 'zoom' };

  it('datetime: date, hour, minute; the title zooms out to month and year', () => {
    expect(walk('datetime', [enter, enter, enter])).toEqual({
      views: ['date', 'hour', 'minute', 'minute'],
      value: new Date(2026, 10, 21, 14, 35),
    });
    expect(walk('datetime', [zoom, zoom, zoom, enter, enter]).views).toEqual([
      'date',
      'month',
      'year',
      'year',
      'month',
      'date',
    ]);
    expect(walk('datetime', [enter, zoom, zoom]).views).toEqual(['date', 'hour', 'date', 'month']);
  });

  it('date: year, month, date; the value is midnight', () => {
    expect(walk('date', [zoom, zoom, enter, enter, enter])).toEqual({
      views: ['date', 'month', 'year', 'month', 'date', 'date'],
      value: new Date(2026, 10, 21),
    });
  });

  it('time: hour then minute, on the day it started; the hour view does not zoom', () => {
    expect(walk('time', [zoom, enter, zoom, enter, enter])).toEqual({
      views: ['hour', 'hour', 'minute', 'hour', 'minute', 'minute'],
      value: new Date(2026, 10, 21, 14, 35),
    });
    const context = ctx('time');
    const state = initialPickerState(context, null, start);
    expect(pickerStep(state, context, { type: 'turn', direction: 1 }).state).toBe(state);
  });

  it('month: month view, zooming to years; the value is the 1st at midnight', () => {
    expect(walk('month', [zoom, enter, enter])).toEqual({
      views: ['month', 'year', 'month', 'month'],
      value: new Date(2026, 10, 1),
    });
  });

  it('year: the year view only; the value is January 1st', () => {
    expect(walk('year', [zoom, { type: 'key', key: 'ArrowRight' }, enter])).toEqual({
      views: ['year', 'year', 'year', 'year'],
      value: new Date(2027, 0, 1),
    });
  });

  it('prev and next move by the view unit', () => {
    const context = ctx('datetime');
    const state: PickerState = { view: 'date', page: start, focus: start };
    const turn = (s: PickerState, direction: -1 | 1) =>
      pickerStep(s, context, { type: 'turn', direction }).state;
    expect(turn(state, 1).focus).toEqual(new Date(2026, 11, 21, 14, 37));
    expect(turn({ ...state, view: 'year' }, -1).focus.getFullYear()).toBe(2016);
    expect(turn({ ...state, view: 'month' }, 1).focus.getFullYear()).toBe(2027);
    expect(turn({ ...state, view: 'hour' }, 1).focus).toEqual(new Date(2026, 10, 22, 14, 37));
    expect(turn({ ...state, view: 'minute' }, -1).focus).toEqual(new Date(2026, 10, 21, 13, 37));
  });
});

describe('picker state: keys', () => {
  const focus = new Date(2026, 10, 18, 10, 20); // a Wednesday
  const context = ctx('date');
  const state: PickerState = { view: 'date', page: focus, focus };
  const day = (key: string, shiftKey = false, rtl = false) =>
    keyTarget(state, { ...context, rtl }, key, shiftKey)!;

  it('moves by day, week, start / end of week, month and year in the date view', () => {
    expect(day('ArrowLeft').getDate()).toBe(17);
    expect(day('ArrowRight').getDate()).toBe(19);
    expect(day('ArrowUp').getDate()).toBe(11);
    expect(day('ArrowDown').getDate()).toBe(25);
    expect(day('Home').getDate()).toBe(16); // Monday, the first day of the week here
    expect(day('End').getDate()).toBe(22);
    expect(day('PageUp')).toEqual(new Date(2026, 9, 18, 10, 20));
    expect(day('PageDown')).toEqual(new Date(2026, 11, 18, 10, 20));
    expect(day('PageUp', true)).toEqual(new Date(2025, 10, 18, 10, 20));
    expect(day('PageDown', true)).toEqual(new Date(2027, 10, 18, 10, 20));
    expect(keyTarget(state, context, 'x')).toBeNull();
  });

  it('swaps left and right in right-to-left languages', () => {
    expect(day('ArrowLeft', false, true).getDate()).toBe(19);
    expect(day('ArrowRight', false, true).getDate()).toBe(17);
  });

  it('moves by cell and row in the other views, Home / End to the ends of the row', () => {
    const month: PickerState = { view: 'month', page: focus, focus };
    expect(keyTarget(month, context, 'ArrowDown')!.getMonth()).toBe(1);
    expect(keyTarget(month, context, 'ArrowUp')!.getMonth()).toBe(7);
    expect(keyTarget(month, context, 'Home')!.getMonth()).toBe(9);
    expect(keyTarget(month, context, 'End')!.getMonth()).toBe(11);
    const minute: PickerState = { view: 'minute', page: focus, focus };
    expect(keyTarget(minute, context, 'ArrowRight')).toEqual(new Date(2026, 10, 18, 10, 25));
    expect(keyTarget(minute, context, 'ArrowDown')).toEqual(new Date(2026, 10, 18, 10, 35));
    expect(keyTarget(minute, context, 'PageDown')).toEqual(new Date(2026, 10, 18, 11, 20));
  });

  it('page follows the focus when it leaves the page', () => {
    const end = new Date(2026, 10, 30);
    const s: PickerState = { view: 'date', page: end, focus: end };
    const next = pickerStep(s, context, { type: 'key', key: 'ArrowRight' }).state;
    expect(next.page.getMonth()).toBe(11);
    // Hovering an adjacent day keeps the page.
    const hovered = pickerStep(s, context, { type: 'hover', date: new Date(2026, 11, 2) }).state;
    expect(hovered.page).toBe(end);
    expect(hovered.focus.getDate()).toBe(2);
  });
});

describe('picker helpers', () => {
  it('carries finer parts over when zooming in, cutting the day to the month', () => {
    const finer = new Date(2026, 4, 31, 14, 20);
    expect(withUnit('month', new Date(2026, 1, 1), finer)).toEqual(new Date(2026, 1, 28, 14, 20));
    expect(withUnit('year', new Date(2024, 0, 1), finer)).toEqual(new Date(2024, 4, 31, 14, 20));
    expect(withUnit('hour', new Date(2026, 4, 31, 9), finer)).toEqual(new Date(2026, 4, 31, 9, 20));
  });

  it('gives whole minutes inside the range in the minute modes', () => {
    const range = { min: new Date(2026, 0, 1, 10, 2, 30), max: new Date(2026, 0, 1, 10, 58) };
    expect(valueFor('time', new Date(2026, 0, 1, 10, 0), range)).toEqual(new Date(2026, 0, 1, 10, 3));
    expect(valueFor('datetime', new Date(2026, 0, 1, 10, 59), range)).toEqual(new Date(2026, 0, 1, 10, 55));
    expect(valueFor('date', new Date(2026, 0, 1, 10, 59), range)).toEqual(new Date(2026, 0, 1));
  });

  it('chooses nothing when the range holds no whole minute', () => {
    // Found by the property above: a range inside 23:59 gave midnight of the next day.
    const min = new Date(2019, 11, 31, 23, 59, 0, 1);
    const context = ctx('time', min, min, new Date(2000, 0, 1));
    const state = initialPickerState(context, null, min);
    const minutes = pickerStep(state, context, { type: 'key', key: 'Enter' }).state;
    expect(minutes.view).toBe('minute');
    expect(pickerStep(minutes, context, { type: 'key', key: 'Enter' })).toEqual({ state: minutes });
  });

  it('keeps a time picker on one day', () => {
    const range = pickerRange('time', undefined, undefined, new Date(2026, 2, 3, 15));
    expect(range).toEqual({ min: new Date(2026, 2, 3), max: new Date(2026, 2, 3, 23, 59, 59, 999) });
  });
});

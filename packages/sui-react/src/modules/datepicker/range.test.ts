import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_RANGE, isEnabled, sameUnit, unitStart, viewCells } from './grid.js';
import {
  EMPTY_RANGE,
  endLimits,
  pickRangeEnd,
  rangeSpan,
  type DateRangeValue,
  type RangeEnd,
} from './range.js';
import { MAX_SKIPS, isBlocked, pickerStep, type PickerContext, type PickerState } from './state.js';

const day = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true })
  .map((date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()));
const end = fc.constantFrom<RangeEnd>('start', 'end');
const pick = fc.tuple(end, fc.option(day, { nil: null }));
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

describe('range picks', () => {
  it('keep the start at or before the end after any sequence of picks', () => {
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 30 }), (picks) => {
        let value: DateRangeValue = EMPTY_RANGE;
        for (const [which, date] of picks) {
          value = pickRangeEnd(value, which, date);
          // The end picked is always kept as picked: the range moves around it.
          expect(value[which === 'end' && date && value.end === null ? 'start' : which]).toBe(date);
          if (value.start && value.end) expect(value.start <= value.end).toBe(true);
        }
      }),
    );
  });

  it('restart from a start after the end, or an end before the start', () => {
    const range = { start: new Date(2026, 0, 10), end: new Date(2026, 0, 20) };
    expect(pickRangeEnd(range, 'start', new Date(2026, 0, 25))).toEqual({
      start: new Date(2026, 0, 25),
      end: null,
    });
    expect(pickRangeEnd(range, 'end', new Date(2026, 0, 5))).toEqual({
      start: new Date(2026, 0, 5),
      end: null,
    });
    expect(pickRangeEnd(range, 'start', new Date(2026, 0, 12))).toEqual({
      ...range,
      start: new Date(2026, 0, 12),
    });
    expect(pickRangeEnd(range, 'end', null)).toEqual({ ...range, end: null });
  });

  it('preview an ordered span from the other end to the highlighted date, none without it', () => {
    fc.assert(
      fc.property(
        fc.option(day, { nil: null }),
        fc.option(day, { nil: null }),
        end,
        day,
        (a, b, which, focus) => {
          const value = { start: a, end: b };
          const span = rangeSpan(value, which, focus);
          const other = which === 'start' ? b : a;
          if (!other) {
            expect(span).toBeNull();
            return;
          }
          expect(span!.min <= span!.max).toBe(true);
          expect([span!.min, span!.max]).toContain(focus);
          expect([span!.min, span!.max]).toContain(other);
        },
      ),
    );
  });

  it('draws the span with the range class, and both ends active', () => {
    const start = new Date(2026, 0, 10);
    const focus = new Date(2026, 0, 13);
    const cells = viewCells('date', {
      page: start,
      focus,
      selected: null,
      other: start,
      span: rangeSpan({ start, end: null }, 'end', focus),
      today: new Date(2026, 5, 1),
      range: FULL_RANGE,
      firstDayOfWeek: 1,
    }).flat();
    const inRange = cells.filter((cell) => cell.range).map((cell) => cell.date.getDate());
    expect(inRange).toEqual([10, 11, 12, 13]);
    expect(cells.filter((cell) => cell.active).map((cell) => cell.date.getDate())).toEqual([10]);
  });

  it('start the end at the start, kept below maxDate', () => {
    const min = new Date(2026, 0, 1);
    const max = new Date(2026, 11, 31);
    expect(endLimits({ start: new Date(2026, 3, 1), end: null }, min, max).minDate).toEqual(
      new Date(2026, 3, 1),
    );
    expect(endLimits({ start: new Date(2025, 3, 1), end: null }, min, max).minDate).toBe(min);
    expect(endLimits({ start: new Date(2027, 3, 1), end: null }, min, max).minDate).toBe(max);
    expect(endLimits(EMPTY_RANGE, undefined, undefined)).toEqual({ minDate: undefined, maxDate: undefined });
  });
});

describe('isDateDisabled', () => {
  const context = (isDateDisabled?: (date: Date) => boolean, mode: PickerContext['mode'] = 'date') => ({
    mode,
    range: { min: new Date(2026, 0, 1), max: new Date(2026, 11, 31, 23, 59) },
    firstDayOfWeek: 1,
    isDateDisabled,
  });
  const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

  it('is asked about the cells of the value view only, at their start (the day in datetime mode)', () => {
    const seen: Date[] = [];
    const spy = (date: Date) => (seen.push(date), false);
    expect(isBlocked(context(spy, 'datetime'), 'hour', new Date(2026, 0, 3, 10))).toBe(false);
    expect(isBlocked(context(spy, 'datetime'), 'month', new Date(2026, 0, 3, 10))).toBe(false);
    expect(seen).toEqual([]);
    isBlocked(context(spy, 'datetime'), 'date', new Date(2026, 0, 3, 10, 20));
    isBlocked(context(spy, 'month'), 'month', new Date(2026, 4, 17));
    expect(seen).toEqual([new Date(2026, 0, 3), new Date(2026, 4, 1)]);
  });

  it('names the date when the predicate throws', () => {
    const broken = () => {
      throw new Error('no holidays loaded');
    };
    expect(() => isBlocked(context(broken), 'date', new Date(2026, 0, 3))).toThrow(
      /^Datepicker: isDateDisabled threw for Sat Jan 03 2026 00:00:00 .*: no holidays loaded$/,
    );
  });

  it('refuses clicks, hovers and Enter on a disabled day', () => {
    const state: PickerState = { view: 'date', page: new Date(2026, 0, 5), focus: new Date(2026, 0, 5) };
    const ctx = context(weekend);
    const saturday = new Date(2026, 0, 3);
    expect(pickerStep(state, ctx, { type: 'choose', date: saturday })).toEqual({ state });
    expect(pickerStep(state, ctx, { type: 'hover', date: saturday })).toEqual({ state });
    const onSaturday = { ...state, focus: saturday };
    expect(pickerStep(onSaturday, ctx, { type: 'key', key: 'Enter' })).toEqual({ state: onSaturday });
  });

  it('skips disabled days in the key direction: Friday → Monday, End → Friday', () => {
    const friday = new Date(2026, 0, 9);
    const state: PickerState = { view: 'date', page: friday, focus: friday };
    const ctx = context(weekend);
    expect(pickerStep(state, ctx, { type: 'key', key: 'ArrowRight' }).state.focus).toEqual(
      new Date(2026, 0, 12),
    );
    const monday = { ...state, focus: new Date(2026, 0, 12) };
    expect(pickerStep(monday, ctx, { type: 'key', key: 'ArrowLeft' }).state.focus).toEqual(friday);
    expect(pickerStep(monday, ctx, { type: 'key', key: 'End' }).state.focus).toEqual(new Date(2026, 0, 16));
  });

  it('ends every key press with the highlight on a day that can be chosen, or where it was', () => {
    fc.assert(
      fc.property(
        day,
        fc.func(fc.boolean()),
        fc.constantFrom(...KEYS),
        fc.boolean(),
        fc.constantFrom('all', 'weekends', 'random'),
        (start, random, key, shiftKey, kind) => {
          let calls = 0;
          const predicate = (date: Date) => {
            calls++;
            return kind === 'all' ? true : kind === 'weekends' ? weekend(date) : random(date.getTime());
          };
          const ctx = context(predicate);
          const focus = new Date(Math.min(Math.max(start.getTime(), +ctx.range.min), +ctx.range.max));
          const state: PickerState = { view: 'date', page: focus, focus };
          calls = 0;
          const next = pickerStep(state, ctx, { type: 'key', key, shiftKey }).state;
          // Bounded: the target, then at most MAX_SKIPS more cells (and the page's row for Home / End).
          expect(calls).toBeLessThanOrEqual(MAX_SKIPS + 2);
          expect(isEnabled('date', next.focus, ctx.range)).toBe(true);
          if (!sameUnit('date', next.focus, focus))
            expect(predicate(unitStart('date', next.focus))).toBe(false);
          if (kind === 'all') expect(next).toBe(state);
        },
      ),
    );
  });
});

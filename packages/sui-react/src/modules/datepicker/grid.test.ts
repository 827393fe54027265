import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_RANGE,
  MODE_VIEWS,
  canTurnPage,
  dateGridStart,
  decadeStart,
  isEnabled,
  pageRange,
  unitEnd,
  unitStart,
  viewCells,
  viewDates,
  yearStart,
  type CalendarView,
} from './grid.js';

const ymd = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
const year = fc.integer({ min: 1, max: 9998 });
const month = fc.integer({ min: 0, max: 11 });
const firstDay = fc.integer({ min: 0, max: 6 });

function monthDate(y: number, m: number, d = 1): Date {
  const date = yearStart(y);
  date.setMonth(m, d);
  return date;
}

describe('date view grid', () => {
  it('has 6 rows of 7 consecutive days, starting on the first day of the week, holding every day of the month once', () => {
    fc.assert(
      fc.property(year, month, firstDay, fc.integer({ min: 1, max: 28 }), (y, m, fdow, day) => {
        const grid = viewDates('date', monthDate(y, m, day), fdow);
        expect(grid).toHaveLength(6);
        for (const row of grid) expect(row).toHaveLength(7);
        const days = grid.flat();
        expect(days[0]!.getDay()).toBe(fdow);
        for (let i = 1; i < days.length; i++) {
          const expected = new Date(days[i - 1]!);
          expected.setDate(expected.getDate() + 1);
          expect(ymd(days[i]!)).toBe(ymd(expected));
          expect(days[i]!.getHours()).toBe(0);
        }
        const inMonth = days.filter((d) => d.getMonth() === m && d.getFullYear() === y);
        const length = new Date(2001, m + 1, 0).getDate() + (m === 1 && isLeap(y) ? 1 : 0);
        expect(inMonth.map((d) => d.getDate())).toEqual(Array.from({ length }, (_, i) => i + 1));
        // No full leading week of the month before: the 1st is in the first row.
        expect(grid[0]!.some((d) => d.getMonth() === m && d.getDate() === 1)).toBe(true);
      }),
    );
  });

  it('marks exactly one today when today is in view, and none otherwise', () => {
    fc.assert(
      fc.property(year, month, firstDay, fc.integer({ min: -50, max: 50 }), (y, m, fdow, offset) => {
        const page = monthDate(y, m, 15);
        const today = new Date(page);
        today.setDate(today.getDate() + offset);
        today.setHours(13, 37);
        const cells = viewCells('date', {
          page,
          focus: page,
          selected: null,
          today,
          range: FULL_RANGE,
          firstDayOfWeek: fdow,
        }).flat();
        const first = cells[0]!.date;
        const last = cells[cells.length - 1]!.date;
        const inView = today >= first && today <= unitEnd('date', last);
        expect(cells.filter((c) => c.today)).toHaveLength(inView ? 1 : 0);
        // Adjacent days are exactly those of the other months.
        for (const cell of cells) expect(cell.adjacent).toBe(cell.date.getMonth() !== m);
      }),
    );
  });

  it('starts a month that begins on the first day of the week with that day (no leading week)', () => {
    // 1 June 2026 is a Monday.
    expect(ymd(dateGridStart(new Date(2026, 5, 10), 1))).toBe('2026-6-1');
    // With Sunday first, the grid starts on 31 May.
    expect(ymd(dateGridStart(new Date(2026, 5, 10), 0))).toBe('2026-5-31');
  });
});

describe('the other views', () => {
  it('show a decade with the year before and after, 12 months, 24 hours and 12 five-minute slots', () => {
    const page = new Date(2026, 10, 21, 14, 37);
    expect(
      viewDates('year', page, 1)
        .flat()
        .map((d) => d.getFullYear()),
    ).toEqual(Array.from({ length: 12 }, (_, i) => 2019 + i));
    expect(viewDates('year', page, 1)).toHaveLength(4);
    expect(
      viewDates('month', page, 1)
        .flat()
        .map((d) => d.getMonth()),
    ).toEqual([...Array(12).keys()]);
    const hours = viewDates('hour', page, 1);
    expect(hours).toHaveLength(6);
    expect(hours.flat().map((d) => d.getHours())).toEqual([...Array(24).keys()]);
    const minutes = viewDates('minute', page, 1);
    expect(minutes).toHaveLength(4);
    expect(minutes.flat().map((d) => `${d.getHours()}:${d.getMinutes()}`)).toEqual(
      Array.from({ length: 12 }, (_, i) => `14:${i * 5}`),
    );
    expect(decadeStart(page)).toBe(2020);
  });

  it('marks the adjacent years, the selected cell and the focus at the view precision', () => {
    const page = new Date(2026, 10, 21, 14, 37);
    const cells = viewCells('year', {
      page,
      focus: new Date(2024, 0, 1),
      selected: new Date(2026, 3, 3),
      today: page,
      range: FULL_RANGE,
      firstDayOfWeek: 0,
    }).flat();
    expect(cells.filter((c) => c.adjacent).map((c) => c.date.getFullYear())).toEqual([2019, 2030]);
    expect(cells.filter((c) => c.active).map((c) => c.date.getFullYear())).toEqual([2026]);
    expect(cells.filter((c) => c.focus).map((c) => c.date.getFullYear())).toEqual([2024]);
    const minutes = viewCells('minute', {
      page,
      focus: page,
      selected: new Date(2026, 10, 21, 14, 43),
      today: page,
      range: FULL_RANGE,
      firstDayOfWeek: 0,
    }).flat();
    expect(minutes.filter((c) => c.active).map((c) => c.date.getMinutes())).toEqual([40]);
    expect(minutes.filter((c) => c.today).map((c) => c.date.getMinutes())).toEqual([35]);
  });

  it('disables exactly the cells whose unit lies outside the range, and stops prev / next there', () => {
    const views: CalendarView[] = MODE_VIEWS.datetime.slice();
    const instant = fc.date({ min: new Date(1990, 0, 1), max: new Date(2060, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...views), instant, instant, instant, (view, a, b, page) => {
        const range = a <= b ? { min: a, max: b } : { min: b, max: a };
        const cells = viewCells(view, {
          page,
          focus: page,
          selected: null,
          today: page,
          range,
          firstDayOfWeek: 1,
        }).flat();
        for (const cell of cells) {
          const overlaps = unitEnd(view, cell.date) >= range.min && unitStart(view, cell.date) <= range.max;
          expect(cell.disabled).toBe(!overlaps);
        }
        for (const direction of [-1, 1] as const) {
          const next = pageRange(view, page);
          const beyond = direction < 0 ? next.min <= range.min : next.max >= range.max;
          if (beyond) expect(canTurnPage(view, page, direction, range)).toBe(false);
        }
      }),
    );
  });

  it('keeps the unit helpers consistent', () => {
    const d = new Date(2026, 1, 14, 9, 48, 30);
    expect(unitStart('minute', d)).toEqual(new Date(2026, 1, 14, 9, 45));
    expect(unitEnd('minute', d)).toEqual(new Date(2026, 1, 14, 9, 49, 59, 999));
    expect(unitEnd('month', d)).toEqual(new Date(2026, 1, 28, 23, 59, 59, 999));
    expect(isEnabled('date', d, { min: new Date(2026, 1, 14, 23), max: new Date(2026, 2, 1) })).toBe(true);
    expect(isEnabled('date', d, { min: new Date(2026, 1, 15), max: new Date(2026, 2, 1) })).toBe(false);
    expect(yearStart(5).getFullYear()).toBe(5);
  });
});

function isLeap(y: number) {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

import type { DateRange } from './grid.js';

/** A range's value: its first and last dates, each null until chosen. */
export interface DateRangeValue {
  readonly start: Date | null;
  readonly end: Date | null;
}

/** Which end of a range a calendar or input picks. */
export type RangeEnd = 'start' | 'end';

/** No dates chosen. */
export const EMPTY_RANGE: DateRangeValue = { start: null, end: null };

/**
 * The range after one end is picked (or cleared, with null). The start never follows the end: a
 * start after the end, or an end before the start, starts the range again from that date, with no
 * end.
 */
export function pickRangeEnd(value: DateRangeValue, which: RangeEnd, date: Date | null): DateRangeValue {
  const { start, end } = value;
  if (which === 'start') return { start: date, end: date && end && date > end ? null : end };
  return date && start && date < start ? { start: date, end: null } : { start, end: date };
}

/**
 * The span the calendar of one end highlights: from the other end to `focus` (the date under the
 * pointer or the keyboard's highlight), earliest first; null while the other end is unset. So the
 * range shows as it would be if `focus` were picked.
 */
export function rangeSpan(value: DateRangeValue, which: RangeEnd, focus: Date): DateRange | null {
  const other = which === 'start' ? value.end : value.start;
  if (!other) return null;
  return focus < other ? { min: focus, max: other } : { min: other, max: focus };
}

/**
 * The earliest and latest dates each end may take: the end not before the start (nor `minDate`);
 * the start anywhere in `minDate`–`maxDate` (a start after the end starts the range again).
 */
export function endLimits(
  value: DateRangeValue,
  minDate: Date | undefined,
  maxDate: Date | undefined,
): { minDate: Date | undefined; maxDate: Date | undefined } {
  let start = value.start;
  // A start after maxDate (a value out of range) still leaves the end a range to pick from.
  if (start && maxDate && start > maxDate) start = maxDate;
  return { minDate: start && (!minDate || start > minDate) ? start : minDate, maxDate };
}

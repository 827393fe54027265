import { badProp, DEV } from '../../internal/errors.js';

/**
 * Checks `maximum`: a finite number greater than 0. Anything else (0, negative, NaN, ±Infinity) is a
 * developer error.
 */
export function assertProgressMaximum(maximum: number): void {
  if (!Number.isFinite(maximum) || maximum <= 0) {
    badProp('Progress', 'maximum', DEV && 'a finite number greater than 0', maximum);
  }
}

/**
 * The value bounded to 0..maximum (a documented clamp): a negative value or -Infinity counts as 0, a
 * value above the maximum or Infinity as the maximum, and NaN as 0.
 */
export function boundProgress(value: number, maximum: number): number {
  return Number.isNaN(value) ? 0 : Math.min(maximum, Math.max(0, value));
}

/**
 * The number of decimals (a documented clamp): rounded down and bounded to 0..20, so a negative
 * number or -Infinity counts as 0 and Infinity as 20; NaN counts as 0.
 */
export function clampPrecision(precision: number): number {
  return Number.isNaN(precision) ? 0 : Math.min(20, Math.max(0, Math.floor(precision)));
}

/** The percentage text for a value, e.g. `"55"` or `"55.00"` with precision 2. */
export function progressPercent(value: number, maximum: number, precision: number): string {
  return ((boundProgress(value, maximum) / maximum) * 100).toFixed(clampPrecision(precision));
}

/** Whether the classes hide the percentage text: any class containing `attached` or `tiny`. */
export function hidesProgressText(className: string | undefined): boolean {
  return /attached|tiny/.test(className ?? '');
}

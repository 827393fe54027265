import { badProp, DEV } from '../../internal/errors.js';

/** The most icons a rating draws: `maximum` may not be above this. */
export const RATING_MAXIMUM_LIMIT = 100;

/**
 * Checks `maximum`: a whole number from 1 to `RATING_MAXIMUM_LIMIT`. Anything else (0, negative,
 * fractional, NaN, ±Infinity, above the limit) is a developer error.
 */
export function assertRatingMaximum(maximum: number): void {
  if (!Number.isInteger(maximum) || maximum < 1 || maximum > RATING_MAXIMUM_LIMIT) {
    badProp('Rating', 'maximum', DEV && 'a whole number from 1 to 100', maximum);
  }
}

/**
 * The rating shown for a value (a documented clamp): rounded to the nearest whole number, then
 * bounded to 0..maximum, so a negative value or -Infinity shows 0 and a value above the maximum or
 * Infinity shows the maximum. NaN is a developer error (`prop` names the prop it came from).
 */
export function clampRating(value: number, maximum: number, prop: 'value' | 'defaultValue'): number {
  if (Number.isNaN(value)) badProp('Rating', prop, DEV && 'a number', value);
  return Math.min(maximum, Math.max(0, Math.round(value)));
}

/**
 * The value after a key press, following the WAI-ARIA slider pattern: ArrowRight / ArrowUp add
 * one, ArrowLeft / ArrowDown take one away, Home goes to 0, End to the maximum. Returns null for
 * any other key.
 */
export function ratingAfterKey(value: number, maximum: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(maximum, value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, value - 1);
    case 'Home':
      return 0;
    case 'End':
      return maximum;
    default:
      return null;
  }
}

/**
 * The classes of icon `index` (0-based): `active` when the value covers it, `selected` when the
 * pointer hovers it or an icon after it (`hovered` is the hovered index, or null).
 */
export function ratingIconClasses(index: number, value: number, hovered: number | null): string {
  let classes = 'icon';
  if (value > index) classes += ' active';
  if (hovered !== null && hovered >= index) classes += ' selected';
  return classes;
}

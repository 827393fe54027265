import { badProp } from '../../internal/errors.js';

/**
 * Checks `maximum`: a whole number, 0 or more. Anything else is a developer error.
 */
export function assertRatingMaximum(maximum: number): void {
  if (!Number.isInteger(maximum) || maximum < 0) {
    badProp('Rating', 'maximum', 'a whole number, 0 or more', maximum);
  }
}

/**
 * The rating shown for a value: rounded to a whole number and clamped to 0..maximum (a documented
 * clamp). NaN is a developer error, naming `prop` (`defaultValue` when uncontrolled).
 */
export function clampRating(value: number, maximum: number, prop = 'value'): number {
  if (Number.isNaN(value)) badProp('Rating', prop, 'a number', value);
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

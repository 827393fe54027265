import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RATING_MAXIMUM_LIMIT,
  assertRatingMaximum,
  clampRating,
  ratingAfterKey,
  ratingIconClasses,
} from './state.js';

const KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'Home', 'End'];

describe('rating state', () => {
  it('keeps the value within 0..maximum for any sequence of keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: RATING_MAXIMUM_LIMIT }),
        fc.array(fc.constantFrom(...KEYS, 'a', 'Enter'), { maxLength: 40 }),
        (maximum, keys) => {
          let value = 0;
          for (const key of keys) {
            const next = ratingAfterKey(value, maximum, key);
            if (!KEYS.includes(key)) {
              expect(next).toBeNull();
              continue;
            }
            expect(next).not.toBeNull();
            expect(Math.abs(next! - value) <= 1 || key === 'Home' || key === 'End').toBe(true);
            value = next!;
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(maximum);
          }
        },
      ),
    );
  });

  it('Home goes to 0 and End to the maximum', () => {
    expect(ratingAfterKey(3, 5, 'Home')).toBe(0);
    expect(ratingAfterKey(3, 5, 'End')).toBe(5);
    expect(ratingAfterKey(5, 5, 'ArrowRight')).toBe(5);
    expect(ratingAfterKey(0, 5, 'ArrowDown')).toBe(0);
  });

  it('clamps and rounds any number, infinities included, into 0..maximum', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.integer({ min: 1, max: RATING_MAXIMUM_LIMIT }),
        (value, maximum) => {
          const clamped = clampRating(value, maximum, 'value');
          expect(Number.isInteger(clamped)).toBe(true);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(maximum);
          // Inside the range it is the nearest whole number; outside, the nearest end.
          if (value >= 0 && value <= maximum) expect(Math.abs(clamped - value)).toBeLessThanOrEqual(0.5);
          if (value < 0) expect(clamped).toBe(0);
          if (value > maximum) expect(clamped).toBe(maximum);
        },
      ),
    );
    expect(clampRating(2.6, 5, 'value')).toBe(3);
    expect(clampRating(2.5, 5, 'value')).toBe(3);
    expect(clampRating(2.4, 5, 'value')).toBe(2);
    expect(clampRating(-3, 5, 'value')).toBe(0);
    expect(clampRating(-0.4, 5, 'value')).toBe(0);
    expect(clampRating(9, 5, 'value')).toBe(5);
    expect(clampRating(1e300, 5, 'value')).toBe(5);
    expect(clampRating(Infinity, 5, 'value')).toBe(5);
    expect(clampRating(-Infinity, 5, 'value')).toBe(0);
  });

  it('marks the icons the value covers as active and the hovered ones as selected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(10), fc.option(fc.nat(9)), (max, v, hovered) => {
        const value = Math.min(v, max);
        const classes = Array.from({ length: max }, (_, i) => ratingIconClasses(i, value, hovered));
        expect(classes.filter((c) => c.includes('active'))).toHaveLength(value);
        const selected = classes.filter((c) => c.includes('selected')).length;
        expect(selected).toBe(hovered === null ? 0 : Math.min(max, hovered + 1));
      }),
    );
    expect(ratingIconClasses(0, 2, 0)).toBe('icon active selected');
    expect(ratingIconClasses(3, 2, null)).toBe('icon');
  });

  it('accepts a maximum from 1 to 100 and refuses anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer()), (maximum) => {
        const valid = Number.isInteger(maximum) && maximum >= 1 && maximum <= RATING_MAXIMUM_LIMIT;
        if (valid) expect(() => assertRatingMaximum(maximum)).not.toThrow();
        else
          expect(() => assertRatingMaximum(maximum)).toThrow(
            `Rating: maximum must be a whole number from 1 to 100 (got ${maximum}).`,
          );
      }),
    );
    expect(RATING_MAXIMUM_LIMIT).toBe(100);
    for (const maximum of [0, -1, 2.5, Number.NaN, Infinity, -Infinity, 101, 1e7]) {
      expect(() => assertRatingMaximum(maximum)).toThrow(
        `Rating: maximum must be a whole number from 1 to 100 (got ${maximum}).`,
      );
    }
    expect(() => assertRatingMaximum(1)).not.toThrow();
    expect(() => assertRatingMaximum(100)).not.toThrow();
  });

  it('refuses a NaN value, naming the prop it came from', () => {
    expect(() => clampRating(Number.NaN, 5, 'value')).toThrow('Rating: value must be a number (got NaN).');
    expect(() => clampRating(Number.NaN, 5, 'defaultValue')).toThrow(
      'Rating: defaultValue must be a number (got NaN).',
    );
  });
});

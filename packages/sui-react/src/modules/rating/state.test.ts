import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertRatingMaximum, clampRating, ratingAfterKey, ratingIconClasses } from './state.js';

const KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'Home', 'End'];

describe('rating state', () => {
  it('keeps the value within 0..maximum for any sequence of keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
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

  it('clamps and rounds any number into 0..maximum', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 50 }), (value, maximum) => {
        const clamped = clampRating(value, maximum);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(maximum);
      }),
    );
    expect(clampRating(2.6, 5)).toBe(3);
    expect(clampRating(-3, 5)).toBe(0);
    expect(clampRating(9, 5)).toBe(5);
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

  it('refuses a maximum that is negative, fractional or NaN, and a NaN value', () => {
    expect(() => assertRatingMaximum(-1)).toThrow(
      'Rating: maximum must be a whole number, 0 or more (got -1).',
    );
    expect(() => assertRatingMaximum(2.5)).toThrow('(got 2.5)');
    expect(() => assertRatingMaximum(Number.NaN)).toThrow('(got NaN)');
    expect(() => assertRatingMaximum(0)).not.toThrow();
    expect(() => clampRating(Number.NaN, 5)).toThrow('Rating: value must be a number (got NaN).');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertProgressMaximum,
  boundProgress,
  clampPrecision,
  hidesProgressText,
  progressPercent,
} from './state.js';

describe('progress state', () => {
  it('bounds any value to 0..maximum and gives a percentage in 0..100', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.oneof(
          fc.double({ min: 0.001, max: 1e6, noNaN: true }),
          fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true }),
        ),
        fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double()),
        (value, maximum, precision) => {
          const bounded = boundProgress(value, maximum);
          expect(bounded).toBeGreaterThanOrEqual(0);
          expect(bounded).toBeLessThanOrEqual(maximum);
          // -0 comes out as 0 (no "-0" text); every other value in range comes out as it is.
          if (value >= 0 && value <= maximum) expect(bounded).toBe(value === 0 ? 0 : value);
          if (value > maximum) expect(bounded).toBe(maximum);
          if (!(value > 0)) expect(bounded).toBe(0);
          const percent = progressPercent(value, maximum, precision);
          expect(percent).toMatch(/^\d+(\.\d+)?$/);
          expect(Number(percent)).toBeGreaterThanOrEqual(0);
          expect(Number(percent)).toBeLessThanOrEqual(100);
          const decimals = percent.split('.')[1]?.length ?? 0;
          expect(decimals).toBe(clampPrecision(precision));
          expect(Number.isInteger(clampPrecision(precision))).toBe(true);
        },
      ),
    );
  });

  it('formats with the precision, rounded down and clamped to 0..20', () => {
    expect(progressPercent(55, 100, 0)).toBe('55');
    expect(progressPercent(1, 3, 2)).toBe('33.33');
    expect(progressPercent(150, 100, 0)).toBe('100');
    expect(progressPercent(-20, 100, 0)).toBe('0');
    expect(progressPercent(Infinity, 100, 0)).toBe('100');
    expect(progressPercent(-Infinity, 100, 0)).toBe('0');
    expect(progressPercent(1e308, Number.MAX_VALUE, 0)).toBe('56');
    expect(progressPercent(Number.MIN_VALUE, Number.MIN_VALUE, 0)).toBe('100');
    expect(clampPrecision(-1)).toBe(0);
    expect(clampPrecision(25)).toBe(20);
    expect(clampPrecision(2.7)).toBe(2);
    expect(clampPrecision(Number.NaN)).toBe(0);
    expect(clampPrecision(Infinity)).toBe(20);
    expect(clampPrecision(-Infinity)).toBe(0);
  });

  it('counts NaN as 0, and refuses a maximum that is not a finite number above 0', () => {
    expect(boundProgress(Number.NaN, 100)).toBe(0);
    expect(boundProgress(Infinity, 100)).toBe(100);
    expect(boundProgress(-Infinity, 100)).toBe(0);
    for (const maximum of [0, -5, Number.NaN, Infinity, -Infinity]) {
      expect(() => assertProgressMaximum(maximum)).toThrow(
        `Progress: maximum must be a finite number greater than 0 (got ${maximum}).`,
      );
    }
    expect(() => assertProgressMaximum(1)).not.toThrow();
    expect(() => assertProgressMaximum(Number.MIN_VALUE)).not.toThrow();
    expect(() => assertProgressMaximum(Number.MAX_VALUE)).not.toThrow();
  });

  it('hides the text for any class containing attached or tiny', () => {
    expect(hidesProgressText('top attached purple')).toBe(true);
    expect(hidesProgressText('tiny')).toBe(true);
    expect(hidesProgressText('indicating active')).toBe(false);
    expect(hidesProgressText(undefined)).toBe(false);
  });
});

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
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.integer({ min: -5, max: 30 }),
        (value, maximum, precision) => {
          const bounded = boundProgress(value, maximum);
          expect(bounded).toBeGreaterThanOrEqual(0);
          expect(bounded).toBeLessThanOrEqual(maximum);
          const percent = progressPercent(value, maximum, precision);
          expect(Number(percent)).toBeGreaterThanOrEqual(0);
          expect(Number(percent)).toBeLessThanOrEqual(100);
          const decimals = percent.split('.')[1]?.length ?? 0;
          expect(decimals).toBe(clampPrecision(precision));
        },
      ),
    );
  });

  it('formats with the precision, clamped to 0..20', () => {
    expect(progressPercent(55, 100, 0)).toBe('55');
    expect(progressPercent(1, 3, 2)).toBe('33.33');
    expect(progressPercent(150, 100, 0)).toBe('100');
    expect(progressPercent(-20, 100, 0)).toBe('0');
    expect(clampPrecision(-1)).toBe(0);
    expect(clampPrecision(25)).toBe(20);
    expect(clampPrecision(2.7)).toBe(2);
    expect(clampPrecision(Number.NaN)).toBe(0);
  });

  it('counts NaN as 0 and refuses a maximum that is not above 0', () => {
    expect(boundProgress(Number.NaN, 100)).toBe(0);
    expect(() => assertProgressMaximum(0)).toThrow(
      'Progress: maximum must be a number greater than 0 (got 0).',
    );
    expect(() => assertProgressMaximum(-5)).toThrow('(got -5)');
    expect(() => assertProgressMaximum(Number.NaN)).toThrow('(got NaN)');
    expect(() => assertProgressMaximum(1)).not.toThrow();
  });

  it('hides the text for any class containing attached or tiny', () => {
    expect(hidesProgressText('top attached purple')).toBe(true);
    expect(hidesProgressText('tiny')).toBe(true);
    expect(hidesProgressText('indicating active')).toBe(false);
    expect(hidesProgressText(undefined)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertSliderScale,
  moveThumb,
  nearestThumb,
  sliderLabels,
  snapValue,
  valueAfterKey,
  type SliderScale,
} from './state.js';

const KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];

/** Scales with decimal steps (0.1, 0.25, 3…), steps that do not divide the range, and negative ends. */
const scales: fc.Arbitrary<SliderScale> = fc
  .record({
    min: fc.integer({ min: -1000, max: 1000 }),
    span: fc.integer({ min: 1, max: 2000 }),
    step: fc.constantFrom(0.1, 0.2, 0.25, 0.5, 1, 3, 7, 10, 0.01, 0.3),
    scaleBy: fc.constantFrom(1, 0.1),
  })
  .map(({ min, span, step, scaleBy }) => ({
    min: Number((min * scaleBy).toFixed(1)),
    max: Number(((min + span) * scaleBy).toFixed(1)),
    step,
  }));

/** Whether `value` is on the scale: min + k * step for a whole k (within float noise), or max. */
function onScale(value: number, { min, max, step }: SliderScale): boolean {
  if (value === max) return true;
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) < 1e-6 && String(value).length < 18;
}

describe('slider state: snapping', () => {
  it('snaps any number to a value on a step, within min..max', () => {
    fc.assert(
      fc.property(scales, fc.double({ min: -5000, max: 5000, noNaN: true }), (scale, value) => {
        const snapped = snapValue(value, scale);
        expect(snapped).toBeGreaterThanOrEqual(scale.min);
        expect(snapped).toBeLessThanOrEqual(scale.max);
        expect(onScale(snapped, scale)).toBe(true);
        // Snapping twice changes nothing, and it is monotonic.
        expect(snapValue(snapped, scale)).toBe(snapped);
        expect(snapValue(value + 1, scale)).toBeGreaterThanOrEqual(snapped);
      }),
    );
  });

  it('gives decimal steps without float noise: 0.1 steps give 0.3, not 0.30000000000000004', () => {
    const scale = { min: 0, max: 1, step: 0.1 };
    expect(snapValue(0.30000000000000004, scale)).toBe(0.3);
    expect(snapValue(0.29, scale)).toBe(0.3);
    expect(valueAfterKey('ArrowRight', 0.2, scale, 2, 0, 1)).toBe(0.3);
    expect(valueAfterKey('ArrowRight', 0.3, scale, 2, 0, 1)).toBe(0.4);
    expect(valueAfterKey('ArrowLeft', 0.3, scale, 2, 0, 1)).toBe(0.2);
    expect(snapValue(0.7, { min: 0.1, max: 2, step: 0.2 })).toBe(0.7);
    expect(snapValue(5e-8, { min: 0, max: 1e-6, step: 1e-7 })).toBe(1e-7);
  });

  it('clamps below min and above max, and Infinity', () => {
    const scale = { min: 10, max: 20, step: 5 };
    expect(snapValue(-3, scale)).toBe(10);
    expect(snapValue(-Infinity, scale)).toBe(10);
    expect(snapValue(250, scale)).toBe(20);
    expect(snapValue(Infinity, scale)).toBe(20);
  });

  it('keeps max reachable when the step does not divide the range (the last step is shorter)', () => {
    const scale = { min: 0, max: 10, step: 3 };
    expect([8, 9, 9.4, 9.6, 10].map((v) => snapValue(v, scale))).toEqual([9, 9, 9, 10, 10]);
    expect(valueAfterKey('ArrowRight', 9, scale, 2, 0, 10)).toBe(10);
    expect(valueAfterKey('ArrowLeft', 10, scale, 2, 0, 10)).toBe(9);
    expect(valueAfterKey('PageDown', 10, scale, 2, 0, 10)).toBe(6);
  });

  it('handles a huge range by whole steps (0 to 1e12 by 1)', () => {
    const scale = { min: 0, max: 1e12, step: 1 };
    expect(snapValue(123456789.4, scale)).toBe(123456789);
    expect(valueAfterKey('ArrowLeft', 1e12, scale, 2, 0, 1e12)).toBe(1e12 - 1);
  });
});

describe('slider state: keys', () => {
  it('keys move by steps, stay within their bounds, and raise or lower as they say', () => {
    fc.assert(
      fc.property(
        scales,
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom(...KEYS, 'a', 'Enter'), { maxLength: 30 }),
        (scale, page, keys) => {
          let value = scale.min;
          for (const key of keys) {
            const next = valueAfterKey(key, value, scale, page, scale.min, scale.max);
            if (!KEYS.includes(key)) {
              expect(next).toBeNull();
              continue;
            }
            expect(next).not.toBeNull();
            const up = ['ArrowRight', 'ArrowUp', 'PageUp', 'End'].includes(key);
            if (up) expect(next!).toBeGreaterThanOrEqual(value);
            else expect(next!).toBeLessThanOrEqual(value);
            // One arrow press moves to the neighbouring value: nothing on the scale lies between.
            if (key.startsWith('Arrow') && next !== value) {
              const mid = (value + next!) / 2;
              expect([value, next]).toContain(snapValue(mid, scale));
            }
            value = next!;
            expect(value).toBeGreaterThanOrEqual(scale.min);
            expect(value).toBeLessThanOrEqual(scale.max);
            expect(onScale(value, scale)).toBe(true);
          }
        },
      ),
    );
  });

  it('is monotonic in the value: a higher value never gives a lower result for the same key', () => {
    fc.assert(
      fc.property(
        scales,
        fc.constantFrom(...KEYS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (scale, key, a, b) => {
          const along = (ratio: number) => scale.min + ratio * (scale.max - scale.min);
          const [x, y] = [snapValue(along(Math.min(a, b)), scale), snapValue(along(Math.max(a, b)), scale)];
          expect(valueAfterKey(key, x, scale, 2, scale.min, scale.max)!).toBeLessThanOrEqual(
            valueAfterKey(key, y, scale, 2, scale.min, scale.max)!,
          );
        },
      ),
    );
  });

  it('PageUp and PageDown move pageMultiplier steps; Home and End go to the bounds given', () => {
    const scale = { min: 0, max: 100, step: 5 };
    expect(valueAfterKey('PageUp', 20, scale, 2, 0, 100)).toBe(30);
    expect(valueAfterKey('PageDown', 20, scale, 3, 0, 100)).toBe(5);
    expect(valueAfterKey('Home', 50, scale, 2, 20, 80)).toBe(20);
    expect(valueAfterKey('End', 50, scale, 2, 20, 80)).toBe(80);
    // A thumb stops at the other thumb (its bound).
    expect(valueAfterKey('PageUp', 75, scale, 2, 0, 80)).toBe(80);
    expect(valueAfterKey('ArrowRight', 80, scale, 2, 0, 80)).toBe(80);
  });
});

describe('slider state: thumbs', () => {
  it('thumbs stay ordered whatever the moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(0, 1), fc.double({ min: -50, max: 150, noNaN: true })), {
          maxLength: 30,
        }),
        (moves) => {
          let values = [20, 80];
          for (const [index, value] of moves) {
            const next = moveThumb(values, index, value);
            expect(next[0]!).toBeLessThanOrEqual(next[1]!);
            // The other thumb never moves.
            expect(next[1 - index]).toBe(values[1 - index]);
            values = next;
          }
        },
      ),
    );
  });

  it('a thumb pushed past the other stops where they meet; they do not swap', () => {
    expect(moveThumb([20, 60], 0, 90)).toEqual([60, 60]);
    expect(moveThumb([20, 60], 1, 5)).toEqual([20, 20]);
    expect(moveThumb([40], 0, 90)).toEqual([90]);
  });

  it('a press moves the nearest thumb; a tie goes to the second unless below the first', () => {
    expect(nearestThumb([42], 3)).toBe(0);
    expect(nearestThumb([20, 60], 30)).toBe(0);
    expect(nearestThumb([20, 60], 50)).toBe(1);
    expect(nearestThumb([20, 60], 40)).toBe(1);
    expect(nearestThumb([50, 50], 40)).toBe(0);
    expect(nearestThumb([50, 50], 60)).toBe(1);
    expect(nearestThumb([50, 50], 50)).toBe(1);
  });
});

describe('slider state: labels', () => {
  it('labels every step when they fit', () => {
    const labels = sliderLabels({ min: 0, max: 5, step: 1 }, 10, false);
    expect(labels.map((l) => l.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sliderLabels({ min: 0, max: 1, step: 0.1 }, 10, false).map((l) => l.value)).toEqual([
      0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1,
    ]);
  });

  it('caps the labels to what fits: cost follows what is shown, never the number of steps', () => {
    fc.assert(
      fc.property(scales, fc.integer({ min: 1, max: 40 }), fc.boolean(), (scale, fit, ticks) => {
        const labels = sliderLabels(scale, fit, ticks);
        expect(labels.filter((l) => !l.half).length).toBeLessThanOrEqual(fit + 1);
        expect(labels.length).toBeLessThanOrEqual(2 * fit + 1);
        expect(labels[0]!.value).toBe(scale.min);
        expect(labels.at(-1)!.value).toBe(scale.max);
        for (const { value } of labels) expect(onScale(value, scale)).toBe(true);
      }),
    );
    const huge = sliderLabels({ min: 0, max: 1e12, step: 1 }, 10, true);
    expect(huge.length).toBeLessThanOrEqual(21);
    expect(huge.filter((l) => !l.half).map((l) => l.value)).toEqual(
      Array.from({ length: 11 }, (_, i) => i * 1e11),
    );
  });

  it('puts half ticks halfway between labels when that is on a step', () => {
    const labels = sliderLabels({ min: 0, max: 40, step: 1 }, 10, true);
    expect(labels.slice(0, 3)).toEqual([
      { value: 0, half: false },
      { value: 2, half: true },
      { value: 4, half: false },
    ]);
    expect(sliderLabels({ min: 0, max: 40, step: 1 }, 10, false).every((l) => !l.half)).toBe(true);
  });

  it('drops the last label before max when it would crowd it', () => {
    // 10 steps, every 3rd: 0, 3, 6, 9 would sit next to 10; 9 is dropped.
    expect(sliderLabels({ min: 0, max: 10, step: 1 }, 4, false).map((l) => l.value)).toEqual([0, 3, 6, 10]);
  });
});

describe('slider state: bad scales', () => {
  const check =
    (scale: Partial<SliderScale>, page = 2) =>
    () =>
      assertSliderScale('Slider', { min: 0, max: 100, step: 1, ...scale }, page);
  it('refuses min ≥ max, non-finite ends, a step ≤ 0 or not finite, a bad page multiplier', () => {
    expect(check({ min: 5, max: 5 })).toThrow('Slider: max must be a finite number above min (5) (got 5).');
    expect(check({ min: 10, max: 5 })).toThrow('Slider: max must be a finite number above min (10) (got 5).');
    expect(check({ min: Number.NaN })).toThrow('Slider: min must be a finite number (got NaN).');
    expect(check({ max: Infinity })).toThrow(
      'Slider: max must be a finite number above min (0) (got Infinity).',
    );
    expect(check({ step: 0 })).toThrow('Slider: step must be a finite number above 0 (got 0).');
    expect(check({ step: -1 })).toThrow('Slider: step must be a finite number above 0 (got -1).');
    expect(check({ step: Number.NaN })).toThrow('Slider: step must be a finite number above 0 (got NaN).');
    expect(check({ step: Infinity })).toThrow('Slider: step must be a finite number above 0 (got Infinity).');
    expect(check({}, 0)).toThrow('Slider: pageMultiplier must be a whole number, 1 or more (got 0).');
    expect(check({}, 1.5)).toThrow('Slider: pageMultiplier must be a whole number, 1 or more (got 1.5).');
    expect(check({ step: 1000 })).not.toThrow();
  });

  it('a step larger than the range leaves min and max', () => {
    const scale = { min: 0, max: 10, step: 1000 };
    expect(snapValue(4, scale)).toBe(0);
    expect(snapValue(6, scale)).toBe(10);
    expect(valueAfterKey('ArrowRight', 0, scale, 2, 0, 10)).toBe(10);
  });
});

// The prop fuzz's own parts: the type-text reader and the judge of a render must be able to fail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge, type RenderResult } from './run.js';
import { specFor } from './types.js';

const sample = (text: string, generics = {}) => fc.sample(specFor(text, generics, 'Test.prop').arb, 30);

describe('specFor', () => {
  it('fails loudly for a type text it cannot read', () => {
    expect(() => specFor('Map<string, Widget>', {}, 'Widget.things')).toThrow(
      'fuzz: no arbitrary for the type "Map<string, Widget>" of Widget.things',
    );
    expect(() => specFor('T', {}, 'Widget.value')).toThrow(/"T" of Widget\.value/);
  });

  it('reads literal unions, with bad strings outside them', () => {
    const spec = specFor('"left" | "right"', {}, 'Test.side');
    expect(new Set(sample('"left" | "right"'))).toEqual(new Set(['left', 'right']));
    expect(spec.bad).toContain('not-a-choice');
  });

  it('reads numbers with the classic bad values, arrays with null and repeats, and nullable dates', () => {
    const numbers = specFor('number', {}, 'Test.n').bad;
    expect(numbers).toEqual(expect.arrayContaining([Number.NaN, Infinity, -Infinity, -1, 0.5]));
    const arrays = specFor('readonly number[]', {}, 'Test.list').bad as unknown[][];
    expect(arrays).toContainEqual([null]);
    expect(arrays.some((a) => a.length === 2 && a[0] === a[1])).toBe(true);
    const dates = sample('Date | null');
    expect(dates.every((d) => d === null || d instanceof Date)).toBe(true);
    expect(dates).toContain(null);
  });

  it('reads callbacks by their return type, unions of a node and a render function, and generics', () => {
    const formatters = sample('(option: T, query?: string) => string', { T: specFor('number', {}, 'x') });
    expect(
      formatters.every((f) => typeof f === 'function' && typeof (f as () => unknown)() === 'string'),
    ).toBe(true);
    const children = sample('ReactNode | ((modal: ModalControls<A, D>) => ReactNode)');
    expect(children.some((c) => typeof c === 'function')).toBe(true);
    expect(children.some((c) => typeof c !== 'function')).toBe(true);
  });
});

describe('judge', () => {
  const result = (over: Partial<RenderResult>): RenderResult => ({ error: null, logs: [], ms: 1, ...over });

  it('accepts a render, and an error that names the component, the prop and the value', () => {
    expect(judge('Rating', ['maximum'], 2, result({}), 1000)).toBeNull();
    const error = new Error('Rating: maximum must be a whole number, 0 or more (got 2.5).');
    expect(judge('Rating', ['maximum'], 2.5, result({ error }), 1000)).toBeNull();
  });

  it('refuses an error that leaves out the component, the prop or the value, a log and a slow render', () => {
    const typeError = new TypeError("Cannot read properties of null (reading 'name')");
    expect(judge('Select', ['options'], [null], result({ error: typeError }), 1000)).toMatch(/does not name/);
    const other = new Error('Rating: value must be a number (got NaN).');
    expect(judge('Rating', ['defaultValue'], Number.NaN, result({ error: other }), 1000)).toMatch(
      /does not name/,
    );
    const noValue = new Error('Rating: maximum is wrong.');
    expect(judge('Rating', ['maximum'], 7.5, result({ error: noValue }), 1000)).toMatch(/does not name/);
    expect(judge('Rating', ['maximum'], 2, result({ logs: ['Warning: x'] }), 1000)).toMatch(/logged/);
    expect(judge('Rating', ['maximum'], 2, result({ ms: 2000 }), 1000)).toMatch(/took 2000 ms/);
  });
});

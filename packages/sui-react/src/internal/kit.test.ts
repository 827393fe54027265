import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleClass, variations, widthWord, type VariationTable } from './kit.js';

const TABLE = {
  primary: 'key',
  color: 'value',
  floated: 'valueKey',
  attached: 'keyOrValueKey',
  widths: 'width',
  columns: ['width', 'column'],
  textAlign: 'align',
  verticalAlign: ['valueKey', 'aligned'],
  only: ['multiple', 'only'],
  singleLine: 'key',
} as const satisfies VariationTable;

describe('ruleClass', () => {
  it('gives each rule its classes', () => {
    expect(ruleClass('X', 'primary', 'key', true)).toBe('primary');
    expect(ruleClass('X', 'singleLine', 'key', true)).toBe('single line');
    expect(ruleClass('X', 'color', 'value', 'red')).toBe('red');
    expect(ruleClass('X', 'floated', 'valueKey', 'left')).toBe('left floated');
    expect(ruleClass('X', 'floated', 'valueKey', true)).toBe('');
    expect(ruleClass('X', 'attached', 'keyOrValueKey', true)).toBe('attached');
    expect(ruleClass('X', 'attached', 'keyOrValueKey', 'top')).toBe('top attached');
    expect(ruleClass('X', 'widths', 'width', 3)).toBe('three');
    expect(ruleClass('X', 'widths', 'width', '16')).toBe('sixteen');
    expect(ruleClass('X', 'widths', 'width', 'four')).toBe('four');
    expect(ruleClass('X', 'columns', ['width', 'column'], 2)).toBe('two column');
    expect(ruleClass('X', 'columns', ['width', 'column'], 'equal')).toBe('equal width');
    expect(ruleClass('X', 'textAlign', 'align', 'center')).toBe('center aligned');
    expect(ruleClass('X', 'textAlign', 'align', 'justified')).toBe('justified');
    expect(ruleClass('X', 'verticalAlign', ['valueKey', 'aligned'], 'middle')).toBe('middle aligned');
    expect(ruleClass('X', 'only', ['multiple', 'only'], 'computer tablet')).toBe('computer only tablet only');
    expect(ruleClass('X', 'only', ['multiple', 'only'], 'large screen mobile')).toBe(
      'large screen only mobile only',
    );
  });

  it('gives nothing for false, null, undefined and the empty string, whatever the rule', () => {
    const rules = fc.constantFrom(
      ...(['key', 'value', 'valueKey', 'keyOrValueKey', 'width', 'align', 'multiple'] as const),
    );
    fc.assert(
      fc.property(rules, fc.constantFrom(false, null, undefined, ''), (rule, value) => {
        expect(ruleClass('X', 'p', rule, value)).toBe('');
      }),
    );
  });

  it('names every width from 1 to 16 by its word, as a number, a numeric string or the word itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), (n) => {
        const word = widthWord('X', 'widths', n);
        expect(widthWord('X', 'widths', String(n))).toBe(word);
        expect(widthWord('X', 'widths', word)).toBe(word);
        expect(word).toMatch(/^[a-z]+$/);
      }),
    );
  });

  it('refuses a width that is not a whole number from 1 to 16, naming the component, the prop and the value', () => {
    for (const bad of [
      0,
      17,
      -1,
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'seventeen',
      'wide',
      '',
      '3px',
    ]) {
      expect(() => widthWord('Button.Group', 'widths', bad), String(bad)).toThrow(
        `Button.Group: widths must be a whole number from 1 to 16 (or its word), or 'equal' (got ${String(bad)}).`,
      );
    }
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n < 1 || n > 16),
        (n) => {
          expect(() => ruleClass('Grid', 'columns', ['width', 'column'], n)).toThrow(
            /^Grid: columns must be a whole number from 1 to 16/,
          );
        },
      ),
    );
  });

  it('refuses a width above the largest a table gives for it, as a number or a word', () => {
    const table = ['width', '', 10] as const;
    expect(ruleClass('Statistic.Group', 'widths', table, 10)).toBe('ten');
    expect(ruleClass('Statistic.Group', 'widths', table, 'ten')).toBe('ten');
    for (const bad of [11, '11', 'eleven', 16]) {
      expect(() => ruleClass('Statistic.Group', 'widths', table, bad), String(bad)).toThrow(
        `Statistic.Group: widths must be a whole number from 1 to 10 (or its word), or 'equal' (got ${String(bad)}).`,
      );
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), (n) => {
        const within = () => ruleClass('Button.Group', 'widths', ['width', '', 12], n);
        if (n <= 12) expect(within()).toMatch(/^[a-z]+$/);
        else expect(within).toThrow(/from 1 to 12/);
      }),
    );
  });
});

describe('variations', () => {
  it('turns the table props into classes and passes every other prop on, untouched', () => {
    const onClick = () => {};
    const [classes, rest] = variations('X', TABLE, {
      primary: true,
      color: 'red',
      floated: 'right',
      id: 'a',
      onClick,
      'aria-label': 'Go',
    });
    expect(classes).toBe('primary red right floated');
    expect(rest).toEqual({ id: 'a', onClick, 'aria-label': 'Go' });
  });

  it('never lets a table prop reach the DOM, whatever its value', () => {
    const keys = Object.keys(TABLE);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys), fc.constantFrom<unknown>(true, false, null, undefined, 3)),
        fc.dictionary(
          fc.string().filter((k) => !(k in TABLE) && k !== '__proto__'),
          fc.anything(),
        ),
        (own, other) => {
          const [, rest] = variations('X', TABLE, { ...own, ...other });
          expect(Object.keys(rest).sort()).toEqual(Object.keys(other).sort());
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableOptions,
  filterByLabel,
  labelFilter,
  selectReducer,
  type SelectAction,
  type SelectConfig,
  type SelectModel,
} from './state.js';
import { readPath } from '../../internal/readPath.js';
import { SAMPLE_ITEMS, type SampleItem } from '../../test-utils/samples.js';

type Fruit = SampleItem;
const FRUITS = SAMPLE_ITEMS;

function configOf(
  multiple: boolean,
  labels: boolean,
  maxSelected: number,
  minCharacters = 0,
): SelectConfig<Fruit> {
  return {
    multiple,
    labels,
    maxSelected,
    minCharacters,
    filter: (query) => filterByLabel(FRUITS, query, (f) => f.name),
    key: (f) => f.id,
    label: (f) => f.name,
  };
}

const start: SelectModel<Fruit> = { open: false, query: '', highlighted: -1, selected: [] };

const action: fc.Arbitrary<SelectAction<Fruit>> = fc.oneof(
  fc.constant({ type: 'open' as const }),
  fc.constant({ type: 'close' as const }),
  fc.constant({ type: 'toggle' as const }),
  fc.constantFrom('', 'a', 'e', 'an', 'o', 'zz', 'Ex').map((query) => ({ type: 'type' as const, query })),
  fc.integer({ min: -12, max: 12 }).map((by) => ({ type: 'move' as const, by })),
  fc.constantFrom(0 as const, -1 as const).map((to) => ({ type: 'jump' as const, to })),
  fc.constant({ type: 'choose' as const }),
  fc.constantFrom(...FRUITS).map((option) => ({ type: 'choose' as const, option })),
  fc.constantFrom(...FRUITS).map((option) => ({ type: 'remove' as const, option })),
  fc.constant({ type: 'backspace' as const }),
  fc.constantFrom('a', 'b', 'ap', 'x').map((text) => ({ type: 'typeahead' as const, text })),
);

describe('select state', () => {
  it('keeps every invariant for any sequence of actions, single or multi, any minCharacters', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(action, { maxLength: 40 }),
        (multiple, labels, max, minCharacters, actions) => {
          const config = configOf(multiple, labels, multiple ? (max ?? Infinity) : 1, minCharacters);
          let model = start;
          for (const a of actions) {
            const before = model;
            model = selectReducer(model, a, config);
            const keys = model.selected.map((f) => f.id);
            // Never more than allowed, never twice the same option.
            expect(model.selected.length).toBeLessThanOrEqual(multiple ? config.maxSelected : 1);
            expect(new Set(keys).size).toBe(keys.length);
            // The highlighted option is one of the offered options (or none is highlighted).
            const offered = availableOptions(config, model.query, model.selected);
            expect(model.highlighted).toBeGreaterThanOrEqual(-1);
            expect(model.highlighted).toBeLessThan(offered.length);
            if (!model.open) expect(model.highlighted).toBe(-1);
            if (model.open && offered.length) expect(model.highlighted).toBeGreaterThanOrEqual(0);
            // Offered options are never selected ones when labels show them.
            if (multiple && labels) for (const o of offered) expect(keys).not.toContain(o.id);
            // At the maximum, nothing is offered.
            if (multiple && model.selected.length >= config.maxSelected) expect(offered).toEqual([]);
            // A single choice closes the menu and clears the query.
            if (!multiple && a.type === 'choose' && model.selected !== before.selected) {
              expect(model.open).toBe(false);
              expect(model.query).toBe('');
            }
            // An open menu's query is long enough; a closed menu keeps only a query too short to
            // open it (none at all without minCharacters).
            if (model.open) expect(model.query.length).toBeGreaterThanOrEqual(minCharacters);
            else if (model.query) expect(model.query.length).toBeLessThan(minCharacters);
          }
        },
      ),
    );
  });

  it('multi choose toggles: adds an unselected option, removes a selected one', () => {
    fc.assert(
      fc.property(fc.subarray(FRUITS), fc.constantFrom(...FRUITS), (chosen, option) => {
        const config = configOf(true, false, Infinity);
        const model = { ...start, open: true, highlighted: 0, selected: chosen };
        const next = selectReducer(model, { type: 'choose', option }, config);
        const had = chosen.some((f) => f.id === option.id);
        expect(next.selected.some((f) => f.id === option.id)).toBe(!had);
        expect(next.selected.length).toBe(chosen.length + (had ? -1 : 1));
        expect(next.open).toBe(true);
      }),
    );
  });

  it('opens on open, toggle, move, jump and typing; closes on close and toggle', () => {
    const config = configOf(false, false, 1);
    for (const a of [
      { type: 'open' },
      { type: 'toggle' },
      { type: 'move', by: 1 },
      { type: 'jump', to: -1 },
      { type: 'type', query: 'a' },
    ] as SelectAction<Fruit>[]) {
      expect(selectReducer(start, a, config).open).toBe(true);
    }
    const open = selectReducer(start, { type: 'type', query: 'an' }, config);
    expect(open.query).toBe('an');
    expect(selectReducer(open, { type: 'close' }, config)).toMatchObject({ open: false, query: '' });
    expect(selectReducer(open, { type: 'toggle' }, config).open).toBe(false);
  });

  it('below minCharacters typing keeps the menu closed with the text typed; reaching it opens the menu', () => {
    const config = configOf(false, false, 1, 2);
    const short = selectReducer(start, { type: 'type', query: 'a' }, config);
    expect(short).toMatchObject({ open: false, query: 'a', highlighted: -1 });
    // Nothing else opens it either while the query is short.
    for (const a of [{ type: 'open' }, { type: 'toggle' }, { type: 'move', by: 1 }] as SelectAction<Fruit>[])
      expect(selectReducer(short, a, config).open).toBe(false);
    const open = selectReducer(short, { type: 'type', query: 'an' }, config);
    expect(open).toMatchObject({ open: true, query: 'an', highlighted: 0 });
    // Deleting back below it closes the menu again; closing it clears the text.
    const back = selectReducer(open, { type: 'type', query: 'a' }, config);
    expect(back).toMatchObject({ open: false, query: 'a' });
    expect(selectReducer(back, { type: 'close' }, config)).toMatchObject({ open: false, query: '' });
  });

  it('a closed menu opens on the selected option; Down on a closed menu only opens it', () => {
    const config = configOf(false, false, 1);
    const model = { ...start, selected: [FRUITS[5]!] };
    expect(selectReducer(model, { type: 'open' }, config).highlighted).toBe(5);
    expect(selectReducer(model, { type: 'move', by: 1 }, config).highlighted).toBe(5);
    const opened = selectReducer(start, { type: 'open' }, config);
    expect(opened.highlighted).toBe(0);
    expect(selectReducer(opened, { type: 'move', by: 1 }, config).highlighted).toBe(1);
    expect(selectReducer(opened, { type: 'move', by: -5 }, config).highlighted).toBe(0);
    expect(selectReducer(opened, { type: 'move', by: 50 }, config).highlighted).toBe(10);
    expect(selectReducer(opened, { type: 'jump', to: -1 }, config).highlighted).toBe(10);
  });

  it('a single choice sets the value, closes and clears the query', () => {
    const config = configOf(false, false, 1);
    const typed = selectReducer(start, { type: 'type', query: 'ora' }, config);
    const next = selectReducer(typed, { type: 'choose' }, config);
    expect(next).toEqual({ open: false, query: '', highlighted: -1, selected: [FRUITS[5]] });
    // Choosing with nothing highlighted changes nothing.
    expect(selectReducer(start, { type: 'choose' }, config)).toBe(start);
  });

  it('Backspace with an empty query removes the last selection; with a query it does nothing', () => {
    const config = configOf(true, true, Infinity);
    const model = { ...start, selected: [FRUITS[0]!, FRUITS[5]!] };
    expect(selectReducer(model, { type: 'backspace' }, config).selected).toEqual([FRUITS[0]]);
    const typed = selectReducer(model, { type: 'type', query: 'x' }, config);
    expect(selectReducer(typed, { type: 'backspace' }, config).selected).toBe(typed.selected);
    expect(selectReducer(model, { type: 'remove', option: FRUITS[0]! }, config).selected).toEqual([
      FRUITS[5],
    ]);
  });

  it('offers nothing once maxSelected is reached and refuses more', () => {
    const config = configOf(true, true, 2);
    const model = { ...start, open: true, highlighted: 0, selected: [FRUITS[0]!, FRUITS[1]!] };
    expect(availableOptions(config, '', model.selected)).toEqual([]);
    expect(selectReducer(model, { type: 'choose', option: FRUITS[2]! }, config).selected).toHaveLength(2);
    // Removing one makes room again.
    const fewer = selectReducer(model, { type: 'choose', option: FRUITS[1]! }, config);
    expect(availableOptions(config, '', fewer.selected)).toHaveLength(10);
  });

  it('multi with labels hides selected options; without labels it keeps and marks them', () => {
    const selected = [FRUITS[0]!];
    expect(availableOptions(configOf(true, true, Infinity), '', selected)).toHaveLength(10);
    expect(availableOptions(configOf(true, false, Infinity), '', selected)).toHaveLength(11);
  });

  it('typeahead highlights the next option starting with the typed text and cycles on repeats', () => {
    const config = configOf(false, false, 1);
    const a1 = selectReducer(start, { type: 'typeahead', text: 'a' }, config);
    expect(FRUITS[a1.highlighted]!.name).toBe('Artemis');
    const a2 = selectReducer(a1, { type: 'typeahead', text: 'a' }, config);
    expect(FRUITS[a2.highlighted]!.name).toBe('Another');
    const ap = selectReducer(a2, { type: 'typeahead', text: 'ap' }, config);
    expect(FRUITS[ap.highlighted]!.name).toBe('Apples');
    expect(selectReducer(a2, { type: 'typeahead', text: 'zz' }, config).highlighted).toBe(a2.highlighted);
  });

  it('filters by label ignoring case and surrounding spaces', () => {
    expect(filterByLabel(FRUITS, ' AN ', (f) => f.name).map((f) => f.name)).toEqual(['Oranges', 'Another']);
    expect(filterByLabel(FRUITS, '', (f) => f.name)).toBe(FRUITS);
  });

  it('a prepared label filter answers any sequence of queries as a fresh filter would', () => {
    // Queries from a small alphabet, so that many extend, shorten or repeat the one before.
    const query = fc.string({ unit: fc.constantFrom('a', 'n', 'e', 'A', ' ', 'x'), maxLength: 4 });
    fc.assert(
      fc.property(fc.array(query, { maxLength: 12 }), (queries) => {
        const filter = labelFilter(FRUITS, (f) => f.name);
        for (const q of queries) {
          const needle = q.trim().toLowerCase();
          const expected = FRUITS.filter((f) => f.name.toLowerCase().includes(needle));
          expect(filter(q)).toEqual(expected);
        }
      }),
    );
  });

  it('a prepared label filter reads each label once, however many queries it answers', () => {
    let reads = 0;
    const filter = labelFilter(FRUITS, (f) => {
      reads++;
      return f.name;
    });
    expect(filter('')).toBe(FRUITS);
    expect(reads).toBe(0);
    for (const q of ['a', 'an', 'o', 'ano', '']) filter(q);
    expect(reads).toBe(FRUITS.length);
  });

  it('reads dot paths', () => {
    expect(readPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath('x', '')).toBe('x');
    expect(readPath('x', undefined)).toBe('x');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemText, readPath } from '../../internal/readPath.js';
import {
  filterByText,
  groupsOf,
  groupTogether,
  hasAnswer,
  initialSearchState,
  searchReducer,
  splitMatches,
  textFilter,
  type SearchAction,
  type SearchState,
} from './state.js';

type Op =
  | { kind: 'input'; query: string }
  | { kind: 'start'; empty: boolean }
  | { kind: 'answer'; pick: number; results: number[] | false; open: boolean; first: boolean }
  | { kind: 'fail'; pick: number; open: boolean }
  | { kind: 'open'; first: boolean }
  | { kind: 'close' }
  | { kind: 'move'; delta: 1 | -1 }
  | { kind: 'select'; text: string }
  | { kind: 'escape' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constantFrom('', 'a', 'ab', 'b').map((query) => ({ kind: 'input' as const, query })),
  fc.boolean().map((empty) => ({ kind: 'start' as const, empty })),
  fc.record({
    kind: fc.constant('answer' as const),
    pick: fc.nat(5),
    results: fc.oneof(fc.array(fc.integer(), { maxLength: 12 }), fc.constant(false as const)),
    open: fc.boolean(),
    first: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('fail' as const), pick: fc.nat(5), open: fc.boolean() }),
  fc.boolean().map((first) => ({ kind: 'open' as const, first })),
  fc.constant({ kind: 'close' as const }),
  fc.constantFrom(1 as const, -1 as const).map((delta) => ({ kind: 'move' as const, delta })),
  fc.constantFrom('', 'Apple').map((text) => ({ kind: 'select' as const, text })),
  fc.constant({ kind: 'escape' as const }),
);

/** Runs ops like the component does: searches get increasing ids and may answer late, in any order. */
function run(
  ops: Op[],
  max: number,
  check: (
    before: SearchState<number>,
    after: SearchState<number>,
    o: Op,
    action: SearchAction<number>,
  ) => void,
) {
  let state = initialSearchState<number>();
  const started: number[] = [];
  let next = 1;
  for (const o of ops) {
    let action: SearchAction<number>;
    switch (o.kind) {
      case 'input':
        action = { type: 'input', query: o.query };
        break;
      case 'start':
        started.push(next);
        action = { type: 'request', id: next++, empty: o.empty };
        break;
      case 'answer':
        action = {
          type: 'resolve',
          id: started[o.pick % Math.max(1, started.length)] ?? 0,
          results: o.results,
          max,
          open: o.open,
          highlightFirst: o.first,
        };
        break;
      case 'fail':
        action = { type: 'reject', id: started[o.pick % Math.max(1, started.length)] ?? 0, open: o.open };
        break;
      case 'open':
        action = { type: 'open', highlightFirst: o.first };
        break;
      case 'move':
        action = { type: 'move', delta: o.delta };
        break;
      case 'select':
        action = { type: 'select', text: o.text };
        break;
      default:
        action = { type: o.kind };
    }
    const before = state;
    state = searchReducer(state, action);
    check(before, state, o, action);
  }
  return state;
}

describe('search state', () => {
  it('keeps its invariants for any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), fc.integer({ min: 1, max: 8 }), (ops, max) => {
        run(ops, max, (_before, state) => {
          // At most maxResults shown.
          expect(state.results.length).toBeLessThanOrEqual(max);
          // The highlighted result is one of the shown results, and only while open.
          if (state.highlighted !== -1) {
            expect(state.open).toBe(true);
            expect(state.highlighted).toBeGreaterThanOrEqual(0);
            expect(state.highlighted).toBeLessThan(state.results.length);
          }
          // The popup only shows results that answer the text in the input; the empty text only
          // when a search of it was asked for.
          if (state.open) expect(hasAnswer(state)).toBe(true);
          if (state.resultsFor === '') expect(ops.some((o) => o.kind === 'start' && o.empty)).toBe(true);
          if (state.loading) expect(state.request).toBeGreaterThan(0);
        });
      }),
    );
  });

  it('never lets an answer to an older search replace a newer one', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), (ops) => {
        run(ops, 7, (before, after, _o, action) => {
          if ((action.type === 'resolve' || action.type === 'reject') && action.id !== before.request) {
            expect(after).toBe(before);
          }
        });
      }),
    );
  });

  it('answers in any order: only the latest request counts', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'input', query: 'ab' });
    state = searchReducer(state, { type: 'request', id: 2 });
    expect(state.loading).toBe(true);
    const newer = searchReducer(state, { type: 'resolve', id: 2, results: ['Abc'], max: 7, open: true });
    expect(newer).toMatchObject({ results: ['Abc'], resultsFor: 'ab', open: true, loading: false });
    const late = searchReducer(newer, {
      type: 'resolve',
      id: 1,
      results: ['Apple', 'Arm'],
      max: 7,
      open: true,
    });
    expect(late).toBe(newer);
  });

  it('typing cancels the searches still running', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'input', query: 'ab' });
    expect(state.loading).toBe(false);
    expect(searchReducer(state, { type: 'resolve', id: 1, results: ['x'], max: 7, open: true })).toBe(state);
  });

  it('caps the results at max and keeps them when the filter answers false', () => {
    let state = searchReducer(initialSearchState<number>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'resolve', id: 1, results: [1, 2, 3, 4, 5], max: 3, open: true });
    expect(state.results).toEqual([1, 2, 3]);
    state = searchReducer(state, { type: 'input', query: 'ab' });
    state = searchReducer(state, { type: 'request', id: 2 });
    state = searchReducer(state, { type: 'resolve', id: 2, results: false, max: 3, open: true });
    expect(state).toMatchObject({ results: [1, 2, 3], resultsFor: 'ab', open: true });
  });

  it('stays closed when the input lost focus before the answer came', () => {
    let state = searchReducer(initialSearchState<number>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'resolve', id: 1, results: [1], max: 7, open: false });
    expect(state.open).toBe(false);
    expect(searchReducer(state, { type: 'open' }).open).toBe(true);
  });

  it('moves through the results with wrapping, opening first', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'resolve', id: 1, results: ['a', 'b', 'c'], max: 7, open: false });
    const down = searchReducer(state, { type: 'move', delta: 1 });
    expect(down).toMatchObject({ open: true, highlighted: 0 });
    expect(searchReducer(state, { type: 'move', delta: -1 }).highlighted).toBe(2);
    let moved = down;
    for (let i = 0; i < 3; i++) moved = searchReducer(moved, { type: 'move', delta: 1 });
    expect(moved.highlighted).toBe(0);
    expect(searchReducer(down, { type: 'move', delta: -1 }).highlighted).toBe(2);
  });

  it('highlights the first result when asked (Down before the answer), only when it opens', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    const answer = { type: 'resolve', id: 1, results: ['a', 'b'], max: 7, highlightFirst: true } as const;
    expect(searchReducer(state, { ...answer, open: true })).toMatchObject({ open: true, highlighted: 0 });
    expect(searchReducer(state, { ...answer, open: false })).toMatchObject({ open: false, highlighted: -1 });
    expect(searchReducer(state, { ...answer, open: true, results: [] }).highlighted).toBe(-1);
  });

  it('opens on the first result when asked (selectFirstResult), on none otherwise', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'a' });
    state = searchReducer(state, { type: 'request', id: 1 });
    const closed = searchReducer(state, { type: 'resolve', id: 1, results: ['a', 'b'], max: 7, open: false });
    expect(searchReducer(closed, { type: 'open', highlightFirst: true })).toMatchObject({
      open: true,
      highlighted: 0,
    });
    expect(searchReducer(closed, { type: 'open' })).toMatchObject({ open: true, highlighted: -1 });
    // Already open: the highlight stays where the user moved it.
    const moved = searchReducer(searchReducer(closed, { type: 'move', delta: -1 }), {
      type: 'open',
      highlightFirst: true,
    });
    expect(moved).toMatchObject({ open: true, highlighted: 1 });
    // No results: nothing to highlight.
    const none = searchReducer(state, { type: 'resolve', id: 1, results: [], max: 7, open: false });
    expect(searchReducer(none, { type: 'open', highlightFirst: true })).toMatchObject({
      open: true,
      highlighted: -1,
    });
  });

  it('has nothing to move through without results', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'zz' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'resolve', id: 1, results: [], max: 7, open: false });
    const moved = searchReducer(state, { type: 'move', delta: 1 });
    expect(moved).toMatchObject({ open: true, highlighted: -1 });
  });

  it('select puts the text in the input and closes; Escape closes, then empties', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'ap' });
    state = searchReducer(state, { type: 'request', id: 1 });
    state = searchReducer(state, { type: 'resolve', id: 1, results: ['Apple'], max: 7, open: true });
    const chosen = searchReducer(state, { type: 'select', text: 'Apple' });
    expect(chosen).toMatchObject({ query: 'Apple', open: false, highlighted: -1, resultsFor: null });
    expect(searchReducer(state, { type: 'select', text: '' }).query).toBe('');
    const closed = searchReducer(state, { type: 'escape' });
    expect(closed).toMatchObject({ query: 'ap', open: false });
    expect(searchReducer(closed, { type: 'escape' })).toMatchObject({ query: '', results: [] });
  });

  it('a failed search answers with no results', () => {
    let state = searchReducer(initialSearchState<string>(), { type: 'input', query: 'ap' });
    state = searchReducer(state, { type: 'request', id: 4 });
    state = searchReducer(state, { type: 'reject', id: 4, open: true });
    expect(state).toMatchObject({ results: [], open: true, loading: false, resultsFor: 'ap' });
  });

  it('never searches for an empty query unless asked to (a controlled open with nothing typed)', () => {
    const state = searchReducer(initialSearchState<string>(), { type: 'request', id: 1 });
    expect(state.loading).toBe(false);
    let asked = searchReducer(initialSearchState<string>(), { type: 'request', id: 1, empty: true });
    expect(asked.loading).toBe(true);
    asked = searchReducer(asked, { type: 'resolve', id: 1, results: ['a', 'b'], max: 5, open: true });
    expect(asked).toMatchObject({ resultsFor: '', open: true, results: ['a', 'b'] });
    expect(searchReducer(asked, { type: 'move', delta: 1 }).highlighted).toBe(0);
    // Typing closes it; emptying the input again finds the answer for the empty text, still closed.
    asked = searchReducer(searchReducer(asked, { type: 'input', query: 'a' }), { type: 'input', query: '' });
    expect(asked).toMatchObject({ resultsFor: '', open: false });
  });
});

describe('search helpers', () => {
  it('reads dot paths', () => {
    const item = { title: 'Apple', meta: { tags: { first: 'fruit' } }, n: 0 };
    expect(readPath(item, 'meta.tags.first')).toBe('fruit');
    expect(readPath(item, 'meta.nothing.here')).toBeUndefined();
    expect(readPath(item, undefined)).toBe(item);
    expect(itemText(item, 'n')).toBe('0');
    expect(itemText(item, 'missing')).toBe('');
    expect(itemText('Bird', undefined)).toBe('Bird');
  });

  it('filters by plain text, ignoring case', () => {
    const words = ['Apple', 'Grape', 'a.b', 'Pear'];
    expect(filterByText(words, 'AP', undefined)).toEqual(['Apple', 'Grape']);
    expect(filterByText(words, '.', undefined)).toEqual(['a.b']);
    expect(filterByText(words, '(', undefined)).toEqual([]);
    expect(filterByText([{ t: { x: 'Zebra' } }], 'bra', 't.x')).toHaveLength(1);
  });

  it('a prepared text filter gives the first `max` matches of a fresh filter, for any queries', () => {
    const words = ['Apple', 'Grape', 'a.b', 'Pear', 'PAPAYA', 'plum', 'Ápple'];
    const query = fc.string({ unit: fc.constantFrom('a', 'p', 'P', '.', 'e', 'x'), maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(query, fc.integer({ min: 1, max: 8 })), { maxLength: 10 }), (asks) => {
        const filter = textFilter(words, undefined);
        for (const [q, max] of asks) {
          expect(filter(q, max)).toEqual(filterByText(words, q, undefined).slice(0, max));
        }
      }),
    );
  });

  it('a prepared text filter reads each text once and stops at the `max`-th match', () => {
    let reads = 0;
    const items = Array.from({ length: 50 }, (_, i) => ({
      get name() {
        reads++;
        return `Item ${i}`;
      },
    }));
    const filter = textFilter(items, 'name');
    expect(filter('item', 3)).toEqual(items.slice(0, 3));
    expect(filter('1', 2)).toEqual([items[1], items[10]]);
    expect(filter('zzz')).toEqual([]);
    expect(reads).toBe(50);
  });

  it('splits text into matches and the rest, losing nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 3 }), (text, query) => {
        const parts = splitMatches(text, query);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        for (const part of parts) {
          if (part.match) expect(part.text.toLowerCase()).toBe(query.toLowerCase());
        }
      }),
    );
    expect(splitMatches('Banana', 'an')).toEqual([
      { text: 'B', match: false },
      { text: 'an', match: true },
      { text: 'an', match: true },
      { text: 'a', match: false },
    ]);
  });
});

describe('groupsOf and groupTogether', () => {
  const item = fc.record({ group: fc.constantFrom('a', 'b', 'c', ''), id: fc.nat() });

  it('keeps every result once, each group together, groups and results in their first order', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (results) => {
        const groups = groupsOf(results, 'group');
        // The groups in the order they first appear, each with the indexes of its results in order.
        expect([...groups.keys()]).toEqual([...new Set(results.map((r) => r.group))]);
        for (const [name, indexes] of groups)
          expect(indexes.map((i) => results[i])).toEqual(results.filter((r) => r.group === name));
        expect([...groups.values()].flat().sort((x, y) => x - y)).toEqual(results.map((_, i) => i));
        // Grouped together: one run per group, each as groupsOf found it.
        const grouped = groupTogether(results, 'group');
        expect(grouped).toHaveLength(results.length);
        const again = groupsOf(grouped, 'group');
        expect([...again.keys()]).toEqual([...groups.keys()]);
        let next = 0;
        for (const indexes of again.values()) {
          expect(indexes).toEqual(indexes.map((_, k) => next + k));
          next += indexes.length;
        }
      }),
    );
  });

  it('collects a group that comes back later', () => {
    const results = [{ g: 'x' }, { g: 'y' }, { g: 'x' }];
    expect([...groupsOf(results, 'g')]).toEqual([
      ['x', [0, 2]],
      ['y', [1]],
    ]);
    expect(groupTogether(results, 'g')).toEqual([results[0], results[2], results[1]]);
  });

  it('reads nested paths, and puts items with no group under the empty name', () => {
    const results = [{ meta: { kind: 'fruit' } }, {}, { meta: { kind: 'fruit' } }];
    expect([...groupsOf(results, 'meta.kind')]).toEqual([
      ['fruit', [0, 2]],
      ['', [1]],
    ]);
  });
});

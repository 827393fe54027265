import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_TYPEAHEAD, TYPEAHEAD_RESET_MS, typeaheadInput, typeaheadMatch } from './typeahead.js';

describe('typeahead', () => {
  const labels = ['New', 'Open...', 'Save as...', 'Rename', 'Make a copy', 'Move to folder', 'Move to trash'];
  const match = (current: number, query: string) =>
    typeaheadMatch(labels.length, (i) => labels[i]!, current, query);

  it('finds the next enabled item starting with the query, wrapping around', () => {
    expect(match(-1, 'm')).toBe(4);
    expect(match(4, 'm')).toBe(5);
    expect(match(6, 'm')).toBe(4);
    expect(match(4, 'mov')).toBe(5);
    expect(match(5, 'move to t')).toBe(6);
    expect(match(0, 'OPEN')).toBe(1);
    expect(match(0, 'x')).toBe(-1);
    expect(match(0, '')).toBe(-1);
    // A repeated character cycles through the items that start with it.
    expect(match(4, 'mm')).toBe(5);
    expect(match(5, 'mmm')).toBe(6);
  });

  it('never picks a disabled item, and only picks items that match', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.boolean()), { maxLength: 10 }),
        fc.integer({ min: -1, max: 10 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        (items, current, query) => {
          const found = typeaheadMatch(
            items.length,
            (i) => (items[i]![1] ? null : items[i]![0]),
            current,
            query,
          );
          if (found === -1) return;
          const [label, disabled] = items[found]!;
          expect(disabled).toBe(false);
          const q = query.toLowerCase();
          const l = label.trimStart().toLowerCase();
          expect(l.startsWith(q) || l.startsWith(q.charAt(0))).toBe(true);
        },
      ),
    );
  });

  it('builds the query from characters typed within the reset delay', () => {
    let state = typeaheadInput(EMPTY_TYPEAHEAD, 'M', 1000);
    state = typeaheadInput(state, 'o', 1000 + TYPEAHEAD_RESET_MS);
    expect(state.query).toBe('mo');
    state = typeaheadInput(state, 'r', 1001 + 2 * TYPEAHEAD_RESET_MS);
    expect(state).toEqual({ query: 'r', at: 1001 + 2 * TYPEAHEAD_RESET_MS });
  });
});

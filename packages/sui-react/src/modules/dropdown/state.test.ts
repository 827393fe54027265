import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_CHAIN,
  NONE,
  assertAutoClose,
  dropdownChainReducer,
  isNestedOpen,
  moveHighlight,
  type DropdownChain,
  type DropdownChainAction,
  type HighlightMove,
} from './state.js';

/** A random tree of nested dropdowns: node i (1..n) hangs under an earlier node or the root (0). */
const tree = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc
      .tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: 0, max: i })))
      .map((parents) => parents),
  );

/** The nested ancestors of node `id` (outermost first), as ids. */
function ancestorsOf(parents: number[], id: number): string[] {
  const out: string[] = [];
  for (let p = parents[id - 1]!; p !== 0; p = parents[p - 1]!) out.unshift(`n${p}`);
  return out;
}

const action = (n: number) =>
  fc.oneof(
    fc.constant({ kind: 'openRoot' as const, id: 0 }),
    fc.constant({ kind: 'closeRoot' as const, id: 0 }),
    fc.record({
      kind: fc.constantFrom('open' as const, 'close' as const),
      id: fc.integer({ min: 1, max: n }),
    }),
  );

describe('dropdown chain', () => {
  it('keeps one open branch of the tree, and closing a dropdown closes everything nested in it', () => {
    fc.assert(
      fc.property(
        tree.chain((parents) =>
          fc.tuple(fc.constant(parents), fc.array(action(parents.length), { maxLength: 40 })),
        ),
        ([parents, steps]) => {
          let state: DropdownChain = CLOSED_CHAIN;
          for (const step of steps) {
            const name = `n${step.id}`;
            const a: DropdownChainAction =
              step.kind === 'open'
                ? { type: 'open', id: name, ancestors: ancestorsOf(parents, step.id) }
                : step.kind === 'close'
                  ? { type: 'close', id: name }
                  : { type: step.kind };
            const before = state;
            state = dropdownChainReducer(state, a);
            // The path is a chain: each entry is a child of the one before (the first: of the root).
            state.path.forEach((entry, i) => {
              const parent = parents[Number(entry.slice(1)) - 1];
              expect(parent === 0 ? i === 0 : state.path[i - 1] === `n${parent}`).toBe(true);
            });
            // Nothing nested is open while the root is closed.
            if (!state.open) expect(state.path).toEqual([]);
            if (step.kind === 'open') {
              expect(isNestedOpen(state, name)).toBe(true);
              for (const anc of ancestorsOf(parents, step.id)) expect(isNestedOpen(state, anc)).toBe(true);
            }
            if (step.kind === 'close') {
              expect(state.open).toBe(before.open);
              expect(isNestedOpen(state, name)).toBe(false);
              // Every descendant of the closed node is closed too.
              for (const entry of state.path) {
                expect(ancestorsOf(parents, Number(entry.slice(1)))).not.toContain(name);
              }
              // Its ancestors stay as they were.
              for (const anc of ancestorsOf(parents, step.id)) {
                expect(isNestedOpen(state, anc)).toBe(isNestedOpen(before, anc));
              }
            }
            if (step.kind === 'closeRoot') expect(state).toEqual(CLOSED_CHAIN);
            if (step.kind === 'openRoot') {
              expect(state.open).toBe(true);
              if (before.open) expect(state).toBe(before);
            }
          }
        },
      ),
    );
  });

  it('returns the same object when nothing changes', () => {
    const open = dropdownChainReducer(CLOSED_CHAIN, { type: 'open', id: 'b', ancestors: ['a'] });
    expect(open).toEqual({ open: true, path: ['a', 'b'] });
    expect(dropdownChainReducer(open, { type: 'open', id: 'b', ancestors: ['a'] })).toBe(open);
    expect(dropdownChainReducer(open, { type: 'close', id: 'z' })).toBe(open);
    expect(dropdownChainReducer(CLOSED_CHAIN, { type: 'closeRoot' })).toBe(CLOSED_CHAIN);
    expect(dropdownChainReducer(open, { type: 'close', id: 'a' })).toEqual({ open: true, path: [] });
    // Opening a sibling closes the other branch.
    expect(dropdownChainReducer(open, { type: 'open', id: 'c', ancestors: [] })).toEqual({
      open: true,
      path: ['c'],
    });
  });

  it('names the allowed autoClose values when given another', () => {
    expect(() => assertAutoClose('hover')).toThrow(
      'Dropdown: unknown autoClose "hover". Use one of: itemClick, outsideClick, disabled.',
    );
    expect(() => assertAutoClose('outsideClick')).not.toThrow();
  });
});

describe('highlight movement', () => {
  const moves = fc.constantFrom<HighlightMove>('next', 'previous', 'first', 'last');
  const list = fc.array(fc.boolean(), { maxLength: 12 });

  it('always lands on an enabled item, or none when every item is disabled', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: -1, max: 13 }), moves, (disabled, current, move) => {
        const next = moveHighlight(disabled, current, move);
        if (disabled.every((d) => d)) expect(next).toBe(NONE);
        else {
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(disabled.length);
          expect(disabled[next]).toBe(false);
        }
      }),
    );
  });

  it('never leaves the list: next and previous stop at the last and first enabled items', () => {
    fc.assert(
      fc.property(list, fc.array(moves, { maxLength: 30 }), (disabled, steps) => {
        const enabled = disabled.flatMap((d, i) => (d ? [] : [i]));
        let current = NONE;
        for (const move of steps) {
          const next = moveHighlight(disabled, current, move);
          if (enabled.length === 0) {
            expect(next).toBe(NONE);
            continue;
          }
          const first = enabled[0]!;
          const last = enabled[enabled.length - 1]!;
          if (move === 'first') expect(next).toBe(first);
          if (move === 'last') expect(next).toBe(last);
          if (move === 'next') {
            // The next enabled item after the current one, or the current one at the end.
            expect(next).toBe(current === NONE ? first : (enabled.find((i) => i > current) ?? current));
          }
          if (move === 'previous') {
            expect(next).toBe(
              current === NONE ? last : ([...enabled].reverse().find((i) => i < current) ?? current),
            );
          }
          current = next;
        }
      }),
    );
  });

  it('skips disabled items and recovers when the highlighted item became disabled', () => {
    const disabled = [false, true, true, false, true];
    expect(moveHighlight(disabled, 0, 'next')).toBe(3);
    expect(moveHighlight(disabled, 3, 'next')).toBe(3);
    expect(moveHighlight(disabled, 3, 'previous')).toBe(0);
    expect(moveHighlight(disabled, NONE, 'previous')).toBe(3);
    expect(moveHighlight(disabled, 4, 'next')).toBe(3);
    expect(moveHighlight([true, false, true], 0, 'previous')).toBe(1);
    expect(moveHighlight([], NONE, 'first')).toBe(NONE);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  removeToast,
  setToastLimit,
  updateToast,
  type ToastQueueState,
} from './state.js';

type Op =
  | { kind: 'add'; id: string }
  | { kind: 'update'; id: string }
  | { kind: 'dismiss'; id?: string }
  | { kind: 'remove'; id: string }
  | { kind: 'limit'; limit: number };

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: ids.map((id) => ({ kind: 'add' as const, id })) },
  ids.map((id) => ({ kind: 'update' as const, id })),
  fc.option(ids, { nil: undefined }).map((id) => ({ kind: 'dismiss' as const, id })),
  ids.map((id) => ({ kind: 'remove' as const, id })),
  fc.integer({ min: 1, max: 6 }).map((limit) => ({ kind: 'limit' as const, limit })),
);

function apply(state: ToastQueueState<number>, step: Op, n: number): ToastQueueState<number> {
  switch (step.kind) {
    case 'add':
      return addToast(state, step.id, n);
    case 'update':
      return updateToast(state, step.id, n);
    case 'dismiss':
      return dismissToast(state, step.id);
    case 'remove':
      return removeToast(state, step.id);
    case 'limit':
      return setToastLimit(state, step.limit);
  }
}

const openShown = (s: ToastQueueState<number>) => s.shown.filter((t) => t.open).map((t) => t.id);
const queued = (s: ToastQueueState<number>) => s.queued.map((t) => t.id);

describe('toast queue', () => {
  it('never exceeds the limit, never loses or duplicates a toast, shows newest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 60 }), (limit, ops) => {
        let state = emptyToastQueue<number>(limit);
        // The model: every live id (open or queued), and the order in which toasts were shown.
        const live = new Set<string>();
        ops.forEach((step, n) => {
          const before = state;
          state = apply(state, step, n);
          if (step.kind === 'add') live.add(step.id);
          if (step.kind === 'dismiss') {
            if (step.id === undefined) live.clear();
            else live.delete(step.id);
          }
          const open = openShown(state);
          // The limit holds.
          expect(open.length).toBeLessThanOrEqual(state.limit);
          // Nothing is lost or duplicated: the live ids are exactly the open and the queued ones.
          const all = [...open, ...queued(state)];
          expect(new Set(all).size).toBe(all.length);
          expect([...all].sort()).toEqual([...live].sort());
          // A queue waits only when the screen is full.
          if (state.queued.length) expect(open.length).toBe(state.limit);
          // Newest first: a toast shown by this step is first, before those shown already.
          const added = open.filter((id) => !openShown(before).includes(id));
          expect(open.slice(0, added.length)).toEqual(added);
          // Those already shown keep their order.
          const kept = openShown(before).filter((id) => open.includes(id));
          expect(open.slice(added.length)).toEqual(kept.filter((id) => !added.includes(id)));
        });
      }),
    );
  });

  it('shows a toast at once when there is room, queues it when not, newest first', () => {
    let state = emptyToastQueue<string>(2);
    state = addToast(state, 'a', 'A');
    state = addToast(state, 'b', 'B');
    state = addToast(state, 'c', 'C');
    state = addToast(state, 'd', 'D');
    expect(state.shown.map((t) => t.id)).toEqual(['b', 'a']);
    expect(queued(state as ToastQueueState<never>)).toEqual(['c', 'd']);
  });

  it('dismissing promotes the oldest queued toast; the closed one stays until removed', () => {
    let state = emptyToastQueue<string>(1);
    for (const id of ['a', 'b', 'c']) state = addToast(state, id, id);
    state = dismissToast(state, 'a');
    expect(state.shown.map((t) => [t.id, t.open])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(state.queued.map((t) => t.id)).toEqual(['c']);
    state = removeToast(state, 'a');
    expect(state.shown.map((t) => t.id)).toEqual(['b']);
    // Dismissing a queued toast takes it out of the queue.
    state = dismissToast(state, 'c');
    expect(state.queued).toEqual([]);
  });

  it('dismiss() with no id closes every toast and empties the queue', () => {
    let state = emptyToastQueue<string>(1);
    for (const id of ['a', 'b']) state = addToast(state, id, id);
    state = dismissToast(state);
    expect(state.shown.every((t) => !t.open)).toBe(true);
    expect(state.queued).toEqual([]);
  });

  it('updates merge options and count revisions; an update of an open id by add does too', () => {
    let state = emptyToastQueue<{ a?: number; b?: number }>(3);
    state = addToast(state, 'x', { a: 1 });
    state = updateToast(state, 'x', { b: 2 });
    expect(state.shown[0]).toMatchObject({ id: 'x', options: { a: 1, b: 2 }, rev: 1 });
    state = addToast(state, 'x', { a: 3 });
    expect(state.shown).toHaveLength(1);
    expect(state.shown[0]).toMatchObject({ options: { a: 3, b: 2 }, rev: 2 });
  });

  it('ignores an update, dismissal or removal of an unknown id (documented no-op)', () => {
    let state = emptyToastQueue<string>(3);
    state = addToast(state, 'a', 'A');
    expect(updateToast(state, 'zzz', 'Z')).toBe(state);
    expect(dismissToast(state, 'zzz')).toEqual(state);
    expect(removeToast(state, 'zzz')).toEqual(state);
    // An open toast is not removed (only a closed one, after its hide animation).
    expect(removeToast(state, 'a')).toEqual(state);
  });

  it('a lower limit sends the oldest open toasts back to the head of the queue, in order', () => {
    let state = emptyToastQueue<string>(3);
    for (const id of ['a', 'b', 'c', 'd']) state = addToast(state, id, id);
    state = setToastLimit(state, 1);
    expect(openShown(state as ToastQueueState<never>)).toEqual(['c']);
    expect(queued(state as ToastQueueState<never>)).toEqual(['a', 'b', 'd']);
    state = setToastLimit(state, 4);
    expect(queued(state as ToastQueueState<never>)).toEqual([]);
    expect(openShown(state as ToastQueueState<never>)).toEqual(['d', 'b', 'a', 'c']);
  });
});

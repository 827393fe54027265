import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearQueuedTransitions,
  completeRunning,
  enqueue,
  finalVisibility,
  initialQueueState,
  stopAllTransitions,
  stopTransition,
  type TransitionQueueState,
} from './queue.js';
import { STATIC_ANIMATIONS, Transition, TransitionDirection, TRANSITION_NAMES } from './transition.js';

const direction = fc.constantFrom(
  TransitionDirection.In,
  TransitionDirection.Out,
  TransitionDirection.Either,
  TransitionDirection.Static,
);
const transition = fc
  .tuple(fc.constantFrom(...TRANSITION_NAMES), fc.integer({ min: 1, max: 1000 }), direction)
  .map(([name, duration, dir]) => new Transition(name, duration, dir));

type Op =
  | { kind: 'animate'; transition: Transition }
  | { kind: 'complete' }
  | { kind: 'stop'; pick: number | null }
  | { kind: 'stopAll' }
  | { kind: 'clearQueue' };

const op: fc.Arbitrary<Op> = fc.oneof(
  transition.map((t) => ({ kind: 'animate' as const, transition: t })),
  fc.constant({ kind: 'complete' as const }),
  fc.option(fc.nat(10)).map((pick) => ({ kind: 'stop' as const, pick })),
  fc.constant({ kind: 'stopAll' as const }),
  fc.constant({ kind: 'clearQueue' as const }),
);

function apply(state: TransitionQueueState, o: Op): TransitionQueueState {
  switch (o.kind) {
    case 'animate':
      return enqueue(state, o.transition);
    case 'complete':
      return completeRunning(state);
    case 'stop': {
      const all = [state.running, ...state.queue].filter((x) => x !== null);
      const target = o.pick === null ? undefined : all[o.pick % Math.max(1, all.length)]?.transition;
      return stopTransition(state, target);
    }
    case 'stopAll':
      return stopAllTransitions(state);
    case 'clearQueue':
      return clearQueuedTransitions(state);
  }
}

describe('transition queue', () => {
  it('keeps a consistent queue and visibility for any sequence of operations', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(op, { maxLength: 40 }), (visible, ops) => {
        let state = initialQueueState(visible);
        for (const o of ops) {
          const before = state;
          state = apply(state, o);
          // Nothing waits in the queue while nothing runs.
          if (!state.running) expect(state.queue).toHaveLength(0);
          // Every queued direction is resolved.
          for (const item of [state.running, ...state.queue]) {
            if (item) expect(item.direction).not.toBe(TransitionDirection.Either);
          }
          if (o.kind === 'clearQueue') {
            expect(state.running).toBe(before.running);
            expect(state.visible).toBe(before.visible);
            expect(state.queue).toHaveLength(0);
          }
          if (o.kind === 'stopAll') {
            expect(state.running).toBeNull();
            expect(state.queue).toHaveLength(0);
          }
          if (o.kind === 'animate') {
            expect([state.running, ...state.queue].at(-1)?.transition).toBe(o.transition);
          }
        }
        // Running everything to the end gives the visibility the queue promised.
        const promised = finalVisibility(state);
        while (state.running) state = completeRunning(state);
        expect(state.visible).toBe(promised);
      }),
    );
  });

  it('resolves Either against the current visibility', () => {
    const shown = enqueue(initialQueueState(true), new Transition('fade'));
    expect(shown.running?.direction).toBe('out');
    const hidden = enqueue(initialQueueState(false), new Transition('fade'));
    expect(hidden.running?.direction).toBe('in');
  });

  it('resolves Either against what is already queued', () => {
    let state = initialQueueState(false);
    state = enqueue(state, new Transition('fade')); // in
    state = enqueue(state, new Transition('fade')); // out
    state = enqueue(state, new Transition('shake')); // static, visibility unchanged
    state = enqueue(state, new Transition('fade')); // in again
    expect([state.running, ...state.queue].map((x) => x?.direction)).toEqual(['in', 'out', 'static', 'in']);
  });

  it('stop ends the running transition and continues with the queue', () => {
    const first = new Transition('fade', 100, TransitionDirection.In);
    const second = new Transition('fade', 100, TransitionDirection.Out);
    let state = enqueue(enqueue(initialQueueState(false), first), second);
    state = stopTransition(state);
    expect(state.visible).toBe(true);
    expect(state.running?.transition).toBe(second);
  });

  it('stop with a queued transition drops only that one', () => {
    const first = new Transition('fade', 100, TransitionDirection.In);
    const second = new Transition('fade', 100, TransitionDirection.Out);
    let state = enqueue(enqueue(initialQueueState(false), first), second);
    state = stopTransition(state, second);
    expect(state.running?.transition).toBe(first);
    expect(state.queue).toHaveLength(0);
  });
});

describe('Transition', () => {
  it('lists the 29 animation names of the kit, the six static ones last', () => {
    expect(TRANSITION_NAMES).toHaveLength(29);
    expect(new Set(TRANSITION_NAMES).size).toBe(29);
    expect(TRANSITION_NAMES.slice(-6)).toEqual(STATIC_ANIMATIONS);
  });

  it('makes the directionless animations static', () => {
    for (const name of ['jiggle', 'flash', 'shake', 'pulse', 'tada', 'bounce']) {
      expect(new Transition(name, 100, TransitionDirection.In).direction).toBe('static');
    }
    expect(new Transition('fade up').classes).toEqual(['fade', 'up']);
  });

  it('defaults to 250 ms and Either, and clamps the duration to at least 1 ms', () => {
    const t = new Transition('scale');
    expect(t.duration).toBe(250);
    expect(t.direction).toBe('either');
    expect(new Transition('scale', 0).duration).toBe(1);
    expect(new Transition('scale', -50).duration).toBe(1);
    expect(new Transition('scale', Number.NaN).duration).toBe(250);
  });

  it('refuses an empty name and an unknown direction', () => {
    expect(() => new Transition('')).toThrow('Transition: a transition needs an animation name');
    expect(() => new Transition('fade', 100, 'sideways' as TransitionDirection)).toThrow(
      'Transition: unknown direction "sideways"',
    );
  });
});

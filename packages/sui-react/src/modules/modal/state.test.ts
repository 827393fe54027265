import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertModalConfig,
  initialModalState,
  modalReducer,
  modalScrolls,
  type ModalAction,
} from './state.js';

const action: fc.Arbitrary<ModalAction> = fc.oneof(
  fc.constant({ type: 'opened' as const }),
  fc.constant({ type: 'closed' as const }),
  fc.anything().map((result) => ({ type: 'approve' as const, result })),
  fc.anything().map((result) => ({ type: 'deny' as const, result })),
);

describe('modal lifecycle', () => {
  it('closes once: the first approve or deny wins, and closed only follows closing', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = initialModalState;
        const first = actions.find((a) => a.type === 'approve' || a.type === 'deny');
        let sawClosing = false;
        for (const a of actions) {
          const before = state;
          state = modalReducer(state, a);
          if (state.phase === 'closing') sawClosing = true;
          if (state.phase === 'closed') expect(sawClosing).toBe(true);
          if (before.outcome) expect(state.outcome).toBe(before.outcome);
          if (before.phase === 'closed') expect(state).toBe(before);
        }
        if (first && 'result' in first) {
          expect(state.outcome).toEqual({ approved: first.type === 'approve', value: first.result });
        } else {
          expect(state.outcome).toBeNull();
          expect(['opening', 'open']).toContain(state.phase);
        }
      }),
    );
  });

  it('goes opening → open → closing → closed', () => {
    let s = modalReducer(initialModalState, { type: 'opened' });
    expect(s.phase).toBe('open');
    s = modalReducer(s, { type: 'deny', result: 'x' });
    expect(s).toEqual({ phase: 'closing', outcome: { approved: false, value: 'x' } });
    s = modalReducer(s, { type: 'closed' });
    expect(s.phase).toBe('closed');
  });
});

describe('modalScrolls', () => {
  it('scrolls when asked to, or when the modal plus 4rem is taller than the viewport', () => {
    expect(modalScrolls(true, 1000, 10, 16)).toBe(true);
    expect(modalScrolls(false, 1000, 936, 16)).toBe(false);
    expect(modalScrolls(false, 1000, 937, 16)).toBe(true);
  });
});

describe('assertModalConfig', () => {
  it('accepts the five sizes and durations of 0 or more', () => {
    for (const size of ['mini', 'tiny', 'small', 'normal', 'large']) {
      expect(() => assertModalConfig(size, 0)).not.toThrow();
    }
  });
  it('names the prop and the bad value', () => {
    expect(() => assertModalConfig('huge', 500)).toThrow(
      'Modal: size must be one of mini, tiny, small, normal, large (got "huge").',
    );
    expect(() => assertModalConfig('small', Number.NaN)).toThrow(
      'Modal: transitionDuration must be a number of milliseconds, 0 or more (got NaN).',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertCollapseDuration,
  collapseClass,
  collapseReducer,
  initialCollapseState,
  isCollapseHidden,
  type CollapseAction,
} from './state.js';

const action: fc.Arbitrary<CollapseAction> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), collapsed: fc.boolean(), animate: fc.boolean() }),
  fc.constant({ type: 'finish' as const }),
);

describe('collapse state', () => {
  it('starts still, in the state it was given', () => {
    expect(initialCollapseState(true)).toEqual({ collapsed: true, animating: false });
    expect(collapseClass(initialCollapseState(false))).toBe('expanded');
    expect(collapseClass(initialCollapseState(true))).toBe('collapsed');
  });

  it('for any sequence: follows the last prop, has one state class, hides only when collapsed and still', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(action, { maxLength: 30 }), (start, actions) => {
        let state = initialCollapseState(start);
        let target = start;
        for (const a of actions) {
          const before = state;
          state = collapseReducer(state, a);
          if (a.type === 'set') {
            if (a.collapsed !== target) expect(state.animating).toBe(a.animate);
            else expect(state).toBe(before);
            target = a.collapsed;
          } else {
            expect(state.animating).toBe(false);
          }
          expect(state.collapsed).toBe(target);
          expect(collapseClass(state)).toBe(
            state.animating ? 'collapsing' : target ? 'collapsed' : 'expanded',
          );
          expect(isCollapseHidden(state)).toBe(target && !state.animating);
        }
        // Once the animation finishes, the class names the state.
        state = collapseReducer(state, { type: 'finish' });
        expect(collapseClass(state)).toBe(target ? 'collapsed' : 'expanded');
      }),
    );
  });

  it('refuses a negative or non-numeric duration', () => {
    expect(() => assertCollapseDuration(-1)).toThrow(
      'Collapse: duration must be a number of milliseconds, 0 or more (got -1).',
    );
    expect(() => assertCollapseDuration(Number.NaN)).toThrow('(got NaN)');
    expect(() => assertCollapseDuration('350' as unknown as number)).toThrow('(got 350)');
    expect(() => assertCollapseDuration(0)).not.toThrow();
  });
});

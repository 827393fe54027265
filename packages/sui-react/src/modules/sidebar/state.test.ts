import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_ANIMATION_MS,
  applySidebarCommand,
  assertSidebarDirection,
  assertSidebarTransition,
  pusherTransform,
  sidebarAnimationReducer,
  type SidebarAnimationState,
  type SidebarCommand,
} from './state.js';

describe('sidebar state', () => {
  it('follows open, close and toggle, and stays animating for 500 ms after each change', () => {
    const step = fc.record({
      command: fc.constantFrom<SidebarCommand>('open', 'close', 'toggle'),
      wait: fc.integer({ min: 0, max: 1200 }),
    });
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 30 }), (initial, steps) => {
        let now = 0;
        let state: SidebarAnimationState = { visible: initial, animatingUntil: null };
        let expectedVisible = initial;
        let lastChange: number | null = null;
        for (const { command, wait } of steps) {
          const next = applySidebarCommand(state.visible, command);
          expectedVisible = command === 'toggle' ? !expectedVisible : command === 'open';
          expect(next).toBe(expectedVisible);
          if (next !== state.visible) lastChange = now;
          state = sidebarAnimationReducer(state, { type: 'set', visible: next, at: now });
          now += wait;
          state = sidebarAnimationReducer(state, { type: 'tick', at: now });
          expect(state.visible).toBe(expectedVisible);
          const animating = lastChange !== null && now < lastChange + SIDEBAR_ANIMATION_MS;
          expect(state.animatingUntil !== null).toBe(animating);
          if (animating) expect(state.animatingUntil).toBe(lastChange! + SIDEBAR_ANIMATION_MS);
        }
      }),
    );
  });

  it('moves the sibling by the sidebar size, except for overlay and scale down', () => {
    const size = { width: 260, height: 80 };
    expect(pusherTransform('left', 'uncover', size, true)).toBe('translate3d(260px, 0px, 0)');
    expect(pusherTransform('right', 'push', size, true)).toBe('translate3d(-260px, 0px, 0)');
    expect(pusherTransform('top', 'slide along', size, true)).toBe('translate3d(0px, 80px, 0)');
    expect(pusherTransform('bottom', 'uncover', size, true)).toBe('translate3d(0px, -80px, 0)');
    expect(pusherTransform('left', 'overlay', size, true)).toBeUndefined();
    expect(pusherTransform('left', 'scale down', size, true)).toBeUndefined();
    expect(pusherTransform('left', 'uncover', size, false)).toBeUndefined();
  });

  it('names the allowed values when given an unknown direction or transition', () => {
    expect(() => assertSidebarDirection('middle')).toThrow(
      'Sidebar: unknown direction "middle". Use one of: left, right, top, bottom.',
    );
    expect(() => assertSidebarTransition('wobble')).toThrow('Sidebar: unknown transition "wobble"');
  });
});

import { describe, expect, it } from 'vitest';
import { assertSidebarProps, pusherTransform } from './state.js';

describe('sidebar state', () => {
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
    expect(() => assertSidebarProps('middle', 'overlay', 0)).toThrow(
      'Sidebar: unknown direction "middle". Use one of: left, right, top, bottom.',
    );
    expect(() => assertSidebarProps('left', 'wobble', 0)).toThrow('Sidebar: unknown transition "wobble"');
    expect(() => assertSidebarProps('left', 'push', -1)).toThrow(
      'Sidebar: width must be a number of pixels, 0 or more (got -1).',
    );
  });
});

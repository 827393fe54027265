import fc from 'fast-check';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moveIndex, pressKeys } from './keys.js';

const UP = ['ArrowUp'];
const DOWN = ['ArrowDown'];

describe('moveIndex', () => {
  it('moves with wrapping back and forward keys, Home and End', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, i) => {
        const index = i % count;
        const down = moveIndex('ArrowDown', index, count, UP, DOWN)!;
        expect(moveIndex('ArrowUp', down, count, UP, DOWN)).toBe(index);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
      }),
    );
    expect(moveIndex('ArrowDown', 2, 3, UP, DOWN)).toBe(0);
    expect(moveIndex('ArrowUp', 0, 3, UP, DOWN)).toBe(2);
    expect(moveIndex('ArrowLeft', 0, 3, ['ArrowLeft', 'ArrowUp'], DOWN)).toBe(2);
    expect(moveIndex('Home', 2, 3, UP, DOWN)).toBe(0);
    expect(moveIndex('End', 0, 3, UP, DOWN)).toBe(2);
    expect(moveIndex('Enter', 0, 3, UP, DOWN)).toBeNull();
    expect(moveIndex('ArrowLeft', 0, 3, UP, DOWN)).toBeNull();
    expect(moveIndex('Home', 0, 0, UP, DOWN)).toBeNull();
  });
});

describe('pressKeys', () => {
  const press = (handler: ReturnType<typeof pressKeys>, key: string) => {
    const target = document.createElement('a');
    const clicked = vi.fn();
    target.addEventListener('click', clicked);
    let prevented = false;
    const event = {
      key,
      currentTarget: target,
      get defaultPrevented() {
        return prevented;
      },
      preventDefault: () => (prevented = true),
    } as unknown as KeyboardEvent<HTMLElement>;
    handler?.(event);
    return { clicks: clicked.mock.calls.length, prevented };
  };

  it('clicks the element on Enter and Space, and stops Space scrolling the page', () => {
    expect(press(pressKeys(true), 'Enter')).toEqual({ clicks: 1, prevented: true });
    expect(press(pressKeys(true), ' ')).toEqual({ clicks: 1, prevented: true });
    expect(press(pressKeys(true), 'a')).toEqual({ clicks: 0, prevented: false });
  });

  it("runs the user's handler first, which may stop the press", () => {
    const own = vi.fn((event: KeyboardEvent<HTMLElement>) => event.preventDefault());
    expect(press(pressKeys(true, own), 'Enter')).toEqual({ clicks: 0, prevented: true });
    expect(own).toHaveBeenCalledTimes(1);
  });

  it("is the user's handler alone, or none, when the element is not made a button", () => {
    const own = vi.fn();
    expect(pressKeys(false, own)).toBe(own);
    expect(pressKeys(false)).toBeUndefined();
  });
});

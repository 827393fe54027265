import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveIndex } from './keys.js';

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

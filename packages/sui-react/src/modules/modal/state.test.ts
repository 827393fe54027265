import { describe, expect, it } from 'vitest';
import { assertModalConfig } from './state.js';

describe('assertModalConfig', () => {
  it('accepts the five sizes and durations of 0 or more', () => {
    for (const size of ['mini', 'tiny', 'small', 'normal', 'large']) {
      expect(() => assertModalConfig(size, 0)).not.toThrow();
    }
  });
  it('names the prop and the bad value', () => {
    expect(() => assertModalConfig('huge', 500)).toThrow(
      'Modal: unknown size "huge". Use one of: mini, tiny, small, normal, large.',
    );
    expect(() => assertModalConfig('small', Number.NaN)).toThrow(
      'Modal: transitionDuration must be a number of milliseconds, 0 or more (got NaN).',
    );
  });
});

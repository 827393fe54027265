import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './reducedMotion.js';

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser once and then reads the live answer', () => {
    const list = { matches: false };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    expect(prefersReducedMotion()).toBe(false);
    list.matches = true; // the user turned reduced motion on
    expect(prefersReducedMotion()).toBe(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('asks again when window.matchMedia is replaced', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect(prefersReducedMotion()).toBe(true);
  });

  it('is false without matchMedia (server rendering, old browsers)', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Transition, TransitionDirection } from './transition.js';
import { TransitionController } from './TransitionController.js';
import { useTransitionBinding } from './useTransitionBinding.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TransitionController', () => {
  it('starts hidden by default with the block display', () => {
    const c = new TransitionController();
    expect(c.isVisible).toBe(false);
    expect(c.display).toBe('block');
    expect(c.getSnapshot().className).toBe('transition hidden');
  });

  it('applies the Semantic classes while animating and the end state after the duration', () => {
    const c = new TransitionController(false, 'inline-block');
    const done = vi.fn();
    c.animate(new Transition('fade up', 300, TransitionDirection.In, done));
    expect(c.getSnapshot().className).toBe('transition animating in fade up');
    expect(c.getSnapshot().style).toEqual({ animationDuration: '300ms', display: 'inline-block' });
    vi.advanceTimersByTime(299);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(c.isVisible).toBe(true);
    expect(c.getSnapshot().className).toBe('transition visible');
  });

  it('keeps the visible class during an out animation', () => {
    const c = new TransitionController(true);
    c.animate(new Transition('scale', 100));
    expect(c.getSnapshot().className).toBe('transition visible animating out scale');
    vi.advanceTimersByTime(100);
    expect(c.getSnapshot().className).toBe('transition hidden');
  });

  it('runs queued transitions one after another, and stopAll empties the queue', () => {
    const c = new TransitionController(true);
    const calls: string[] = [];
    c.animate(new Transition('fade', 100, TransitionDirection.Either, () => calls.push('out')));
    c.animate(new Transition('fade', 100, TransitionDirection.Either, () => calls.push('in')));
    c.animate(new Transition('fade', 100, TransitionDirection.Either, () => calls.push('out2')));
    vi.advanceTimersByTime(100);
    expect(calls).toEqual(['out']);
    expect(c.getSnapshot().className).toBe('transition animating in fade');
    c.stopAll();
    expect(calls).toEqual(['out', 'in']);
    expect(c.isVisible).toBe(true);
    expect(c.isAnimating).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['out', 'in']);
  });

  it('clearQueue lets the running transition finish', () => {
    const c = new TransitionController(false);
    c.animate(new Transition('fade', 100));
    c.animate(new Transition('fade', 100));
    c.clearQueue();
    vi.advanceTimersByTime(100);
    expect(c.isVisible).toBe(true);
    expect(c.isAnimating).toBe(false);
  });

  it('stop ends the running transition at once and starts the next', () => {
    const c = new TransitionController(false);
    const first = vi.fn();
    c.animate(new Transition('fade', 500, TransitionDirection.In, first));
    c.animate(new Transition('shake', 500));
    c.stop();
    expect(first).toHaveBeenCalledTimes(1);
    expect(c.isVisible).toBe(true);
    expect(c.getSnapshot().className).toBe('transition visible animating shake');
  });

  it('ends at once when the user prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const c = new TransitionController(false);
      c.animate(new Transition('fade', 5000));
      expect(c.getSnapshot().style.animationDuration).toBe('0ms');
      vi.advanceTimersByTime(0);
      expect(c.isVisible).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});

function Bound({ controller }: { controller: TransitionController }) {
  const t = useTransitionBinding(controller);
  return <img alt="target" className={`ui image ${t.className}`} style={t.style} />;
}

describe('useTransitionBinding', () => {
  it('binds the controller to any element and re-renders on each change', () => {
    const c = new TransitionController(true);
    render(<Bound controller={c} />);
    const img = screen.getByAltText('target');
    expect(img).toHaveClass('ui image transition visible');
    act(() => c.animate(new Transition('fly left', 200)));
    expect(img).toHaveClass('animating', 'out', 'fly', 'left');
    expect(img.style.animationDuration).toBe('200ms');
    act(() => vi.advanceTimersByTime(200));
    expect(img).toHaveClass('transition hidden');
    expect(img).not.toHaveClass('visible');
  });
});

import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShowHide, type ShowHideOptions } from './useShowHide.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Box({ visible, ...options }: { visible: boolean } & ShowHideOptions) {
  const t = useShowHide(visible, 'fade up', 300, options);
  return (
    <div data-testid="box" className={t.className} style={t.style} data-visible={t.visible}>
      box
    </div>
  );
}

const box = () => screen.getByTestId('box');

describe('useShowHide', () => {
  it('does not animate the first render', () => {
    render(<Box visible />);
    expect(box()).toHaveClass('transition visible', { exact: true });
    expect(box().getAttribute('style')).toBeNull();
  });

  it('animates in, then settles visible and reports the end', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Box visible={false} onDone={onDone} />);
    expect(box()).toHaveClass('transition hidden', { exact: true });
    rerender(<Box visible onDone={onDone} />);
    expect(box()).toHaveClass('transition animating in fade up', { exact: true });
    expect(box()).toHaveStyle({ animationDuration: '300ms', display: 'block' });
    expect(box().dataset.visible).toBe('false');
    act(() => vi.advanceTimersByTime(299));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledExactlyOnceWith(true);
    expect(box()).toHaveClass('transition visible', { exact: true });
  });

  it('keeps the visible class while animating out, with the display asked for', () => {
    const { rerender } = render(<Box visible display="flex" />);
    rerender(<Box visible={false} display="flex" />);
    expect(box()).toHaveClass('transition visible animating out fade up', { exact: true });
    expect(box()).toHaveStyle({ display: 'flex' });
    expect(box().dataset.visible).toBe('true');
    act(() => vi.advanceTimersByTime(300));
    expect(box()).toHaveClass('transition hidden', { exact: true });
  });

  it('turns round at once when the visibility changes mid-animation, reporting only the last end', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Box visible={false} onDone={onDone} />);
    rerender(<Box visible onDone={onDone} />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Box visible={false} onDone={onDone} />);
    expect(box()).toHaveClass('transition visible animating out fade up', { exact: true });
    act(() => vi.advanceTimersByTime(299));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledExactlyOnceWith(false);
    expect(box()).toHaveClass('transition hidden', { exact: true });
  });

  it('animates the first render when the initial visibility differs, also in StrictMode', () => {
    const onDone = vi.fn();
    render(
      <StrictMode>
        <Box visible initial={false} onDone={onDone} />
      </StrictMode>,
    );
    expect(box()).toHaveClass('transition animating in fade up', { exact: true });
    act(() => vi.advanceTimersByTime(300));
    expect(onDone).toHaveBeenCalledExactlyOnceWith(true);
    expect(box()).toHaveClass('transition visible', { exact: true });
  });

  it('takes no time when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const onDone = vi.fn();
    const { rerender } = render(<Box visible={false} onDone={onDone} />);
    rerender(<Box visible onDone={onDone} />);
    expect(box()).toHaveStyle({ animationDuration: '0ms' });
    act(() => vi.advanceTimersByTime(0));
    expect(onDone).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('leaves no timer behind after unmount', () => {
    const onDone = vi.fn();
    const { rerender, unmount } = render(<Box visible={false} onDone={onDone} />);
    rerender(<Box visible onDone={onDone} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('useShowHide with a bad duration', () => {
  function Timed({ visible, ms }: { visible: boolean; ms: number }) {
    const t = useShowHide(visible, 'fade', ms);
    return <div data-testid="timed" className={t.className} />;
  }

  it('ends the animation at once for a negative or invalid duration (found by the prop fuzz)', () => {
    for (const ms of [Number.NaN, -5, Number.NEGATIVE_INFINITY]) {
      const { rerender, unmount } = render(<Timed visible={false} ms={ms} />);
      rerender(<Timed visible ms={ms} />);
      act(() => vi.advanceTimersByTime(0));
      expect(screen.getByTestId('timed')).toHaveClass('transition visible', { exact: true });
      unmount();
    }
  });
});

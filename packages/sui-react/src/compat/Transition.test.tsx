import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Transition } from './index.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const box = (container: HTMLElement) => container.querySelector('p');

describe('compat Transition', () => {
  it("keeps Semantic UI React's classes at rest and animates on a change, with the callbacks", () => {
    const onStart = vi.fn();
    const onComplete = vi.fn();
    const onHide = vi.fn();
    const onShow = vi.fn();
    const callbacks = { onStart, onComplete, onHide, onShow };
    const { container, rerender } = render(
      <Transition animation="scale" duration={300} {...callbacks}>
        <p className="mine">Hi</p>
      </Transition>,
    );
    expect(box(container)!.className).toBe('scale mine transition visible');
    rerender(
      <Transition animation="scale" duration={300} visible={false} {...callbacks}>
        <p className="mine">Hi</p>
      </Transition>,
    );
    expect(box(container)).toHaveClass('scale mine transition visible animating out');
    expect(box(container)!.style.animationDuration).toBe('300ms');
    expect(onStart).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ status: 'EXITING', animation: 'scale' }),
    );
    act(() => vi.advanceTimersByTime(300));
    expect(box(container)!.className).toBe('scale mine transition hidden');
    expect(onComplete).toHaveBeenCalledWith(null, expect.objectContaining({ status: 'EXITED' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('mounts on show, unmounts on hide, and plays on mount with transitionOnMount', () => {
    const { container, rerender } = render(
      <Transition visible={false} unmountOnHide duration={{ show: 100, hide: 50 }}>
        <p>Hi</p>
      </Transition>,
    );
    expect(box(container)).toBeNull();
    rerender(
      <Transition visible unmountOnHide duration={{ show: 100, hide: 50 }}>
        <p>Hi</p>
      </Transition>,
    );
    expect(box(container)).toHaveClass('fade transition animating in');
    expect(box(container)!.style.animationDuration).toBe('100ms');
    act(() => vi.advanceTimersByTime(100));
    rerender(
      <Transition visible={false} unmountOnHide duration={{ show: 100, hide: 50 }}>
        <p>Hi</p>
      </Transition>,
    );
    act(() => vi.advanceTimersByTime(50));
    expect(box(container)).toBeNull();
    const mounted = render(
      <Transition transitionOnMount animation="fly left">
        <p>Fly</p>
      </Transition>,
    );
    expect(box(mounted.container)).toHaveClass('fly left transition animating in');
  });

  it('plays a static animation without hiding', () => {
    const { container, rerender } = render(
      <Transition animation="jiggle" duration={200}>
        <p>J</p>
      </Transition>,
    );
    expect(box(container)!.className).toBe('jiggle');
    rerender(
      <Transition animation="jiggle" duration={200} visible={false}>
        <p>J</p>
      </Transition>,
    );
    expect(box(container)!.className).toBe('jiggle animating transition');
    act(() => vi.advanceTimersByTime(200));
    expect(box(container)!.className).toBe('jiggle');
  });

  it('Transition.Group animates children in and out by key', () => {
    const list = (items: string[]) => (
      <Transition.Group as="ul" className="list" duration={100}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Transition.Group>
    );
    const { container, rerender } = render(list(['a', 'b']));
    expect(container.querySelector('ul')).toHaveClass('list');
    expect(container.querySelectorAll('li')[0]!.className).toBe('fade transition visible');
    rerender(list(['a', 'c']));
    const items = Array.from(container.querySelectorAll('li'));
    // As react-transition-group places them: a leaving child stays after the ones before it.
    expect(items.map((li) => li.textContent)).toEqual(['a', 'c', 'b']);
    expect(items[2]).toHaveClass('animating out');
    expect(items[1]).toHaveClass('animating in');
    act(() => vi.advanceTimersByTime(100));
    expect(Array.from(container.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['a', 'c']);
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(
      <Transition animation="fade up">
        <div className="x">X</div>
      </Transition>,
    );
    expect(html).toContain('class="fade up x transition visible"');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

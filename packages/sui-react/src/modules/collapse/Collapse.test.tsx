import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Collapse } from './Collapse.js';

function Demo({ duration, initial = false }: { duration?: number; initial?: boolean }) {
  const [collapsed, setCollapsed] = useState(initial);
  return (
    <>
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-controls="panel"
        onClick={() => setCollapsed(!collapsed)}
      >
        Toggle Collapse
      </button>
      <Collapse id="panel" data-testid="panel" className="extra" collapsed={collapsed} duration={duration}>
        <a href="#inside">Inside link</a>
      </Collapse>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Collapse', () => {
  it('renders expanded or collapsed at once on the first render, with no animation', () => {
    const { unmount } = render(<Demo />);
    expect(screen.getByTestId('panel')).toHaveClass('extra expanded');
    expect(screen.getByTestId('panel')).toBeVisible();
    unmount();
    render(<Demo initial />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveClass('collapsed');
    expect(panel).not.toHaveClass('collapsing');
    expect(panel).toHaveAttribute('hidden');
    expect(panel.style.display).toBe('none');
  });

  it('is collapsing for the duration (350 ms by default), then collapsed and hidden', () => {
    vi.useFakeTimers();
    render(<Demo />);
    const panel = screen.getByTestId('panel');
    fireEvent.click(screen.getByText('Toggle Collapse'));
    expect(panel).toHaveClass('collapsing');
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel.style.overflow).toBe('hidden');
    // Its content cannot take focus while it closes.
    expect(panel.inert).toBe(true);
    act(() => vi.advanceTimersByTime(349));
    expect(panel).toHaveClass('collapsing');
    act(() => vi.advanceTimersByTime(1));
    expect(panel).toHaveClass('collapsed');
    expect(panel).toHaveAttribute('hidden');
    expect(panel.inert).toBe(true);

    fireEvent.click(screen.getByText('Toggle Collapse'));
    expect(panel).toHaveClass('collapsing');
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel.inert).toBe(false);
    act(() => vi.advanceTimersByTime(350));
    expect(panel).toHaveClass('expanded');
    expect(panel.style.overflow).toBe('');
  });

  it('follows a custom duration, and 0 makes changes instant', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Demo duration={100} />);
    fireEvent.click(screen.getByText('Toggle Collapse'));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId('panel')).toHaveClass('collapsing');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('panel')).toHaveClass('collapsed');
    unmount();
    render(<Demo duration={0} />);
    fireEvent.click(screen.getByText('Toggle Collapse'));
    expect(screen.getByTestId('panel')).toHaveClass('collapsed');
  });

  it('restarts from where it is when toggled again mid-animation', () => {
    vi.useFakeTimers();
    render(<Demo />);
    fireEvent.click(screen.getByText('Toggle Collapse'));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByText('Toggle Collapse'));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('panel')).toHaveClass('collapsing');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByTestId('panel')).toHaveClass('expanded');
  });

  it('animates the height with element.animate, from the measured size to zero and back', () => {
    const calls: Array<{ keyframes: Keyframe[]; options: KeyframeAnimationOptions }> = [];
    const cancel = vi.fn();
    const animate = vi.fn((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      calls.push({ keyframes, options });
      return { cancel } as unknown as Animation;
    });
    (HTMLElement.prototype as unknown as { animate: typeof animate }).animate = animate;
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      () => ({ height: '80px', paddingTop: '7px', paddingBottom: '14px' }) as CSSStyleDeclaration,
    );
    try {
      vi.useFakeTimers();
      render(<Demo />);
      expect(animate).not.toHaveBeenCalled();
      fireEvent.click(screen.getByText('Toggle Collapse'));
      expect(calls[0]!.keyframes).toEqual([
        { height: '80px', paddingTop: '7px', paddingBottom: '14px' },
        { height: '0px', paddingTop: '0px', paddingBottom: '0px' },
      ]);
      expect(calls[0]!.options).toEqual({ duration: 350, easing: 'ease', fill: 'forwards' });
      act(() => vi.advanceTimersByTime(350));
      expect(cancel).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByText('Toggle Collapse'));
      expect(calls[1]!.keyframes).toEqual([
        { height: '0px', paddingTop: '0px', paddingBottom: '0px' },
        { height: '80px', paddingTop: '7px', paddingBottom: '14px' },
      ]);
    } finally {
      delete (HTMLElement.prototype as unknown as { animate?: unknown }).animate;
    }
  });

  it('skips the animation when the user prefers reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      render(<Demo />);
      fireEvent.click(screen.getByText('Toggle Collapse'));
      expect(screen.getByTestId('panel')).toHaveClass('collapsed');
      expect(screen.getByTestId('panel')).toHaveAttribute('hidden');
    } finally {
      window.matchMedia = original;
    }
  });

  it('toggles by keyboard from a disclosure button, and hides its content from the tab order', async () => {
    const user = userEvent.setup();
    render(<Demo duration={20} />);
    await user.tab();
    expect(screen.getByText('Toggle Collapse')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('panel')).toHaveClass('collapsed'));
    expect(screen.getByText('Toggle Collapse')).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(screen.getByText('Inside link')).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('Toggle Collapse')).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('panel')).toHaveClass('expanded'));
    await user.tab();
    expect(screen.getByText('Inside link')).toHaveFocus();
  });

  it('passes its ref and other props to the element, and is StrictMode-clean', () => {
    const ref = createRef<HTMLDivElement>();
    const error = vi.spyOn(console, 'error');
    render(
      <StrictMode>
        <Collapse ref={ref} collapsed={false} aria-label="region" role="region">
          text
        </Collapse>
      </StrictMode>,
    );
    expect(ref.current).toBe(screen.getByRole('region', { name: 'region' }));
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a bad duration with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Collapse collapsed duration={-5} />
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Collapse: duration must be a number of milliseconds, 0 or more (got -5).',
    );
  });
});

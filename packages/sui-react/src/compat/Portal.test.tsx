import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../elements/button/index.js';
import { Segment } from '../elements/segment/index.js';
import { renderOnServer } from '../test-utils/server.js';
import { Portal, TransitionablePortal } from './index.js';

describe('compat Portal', () => {
  it('opens from its trigger into <body> and closes on a click outside, with (event, data)', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <div>
        <Portal trigger={<Button onClick={onClick}>Open</Button>} onOpen={onOpen} onClose={onClose}>
          <Segment>Shown</Segment>
        </Portal>
        <p>Elsewhere</p>
      </div>,
    );
    expect(screen.queryByText('Shown')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Shown').parentElement).toBe(document.body);
    expect(onOpen.mock.calls[0]![0].type).toBe('click');
    expect(onOpen.mock.calls[0]![1]).toMatchObject({ open: true });
    await user.click(screen.getByText('Shown'));
    expect(screen.getByText('Shown')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByText('Shown')).toBeNull();
    expect(onClose.mock.calls[0]![1]).toMatchObject({ open: false });
  });

  it('closes on Escape and on a trigger click with closeOnTriggerClick; stays controlled by open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <Portal closeOnTriggerClick trigger={<button>T</button>}>
        <p>Body</p>
      </Portal>,
    );
    await user.click(screen.getByText('T'));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Body')).toBeNull();
    await user.click(screen.getByText('T'));
    await user.click(screen.getByText('T'));
    expect(screen.queryByText('Body')).toBeNull();
    rerender(
      <Portal key="c" open closeOnEscape={false} onClose={onClose}>
        <p>Body</p>
      </Portal>,
    );
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('opens on hover after mouseEnterDelay and calls onMount and onUnmount', () => {
    vi.useFakeTimers();
    const onMount = vi.fn();
    const onUnmount = vi.fn();
    render(
      <Portal
        openOnTriggerMouseEnter
        closeOnTriggerMouseLeave
        mouseEnterDelay={200}
        trigger={<span>Hover</span>}
        onMount={onMount}
        onUnmount={onUnmount}
      >
        <p>Tip</p>
      </Portal>,
    );
    fireEvent.mouseEnter(screen.getByText('Hover'));
    expect(screen.queryByText('Tip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Tip')).toBeInTheDocument();
    expect(onMount).toHaveBeenCalledWith(null, expect.objectContaining({ mouseEnterDelay: 200 }));
    fireEvent.mouseLeave(screen.getByText('Hover'));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByText('Tip')).toBeNull();
    expect(onUnmount).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('renders only the trigger on the server, without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(
      <Portal defaultOpen trigger={<button>T</button>}>
        <p>Body</p>
      </Portal>,
    );
    expect(html).toBe('<button>T</button>');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('compat TransitionablePortal', () => {
  it('animates in on open and out before it closes, with onOpen, onClose and onHide', () => {
    vi.useFakeTimers();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const onHide = vi.fn();
    render(
      <TransitionablePortal
        trigger={<button>Go</button>}
        transition={{ animation: 'fade', duration: 100 }}
        onOpen={onOpen}
        onClose={onClose}
        onHide={onHide}
      >
        <div className="box">In</div>
      </TransitionablePortal>,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(screen.getByText('In')).toHaveClass('fade box transition animating in');
    expect(onOpen).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ portalOpen: true, transitionVisible: true }),
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('In')).toHaveClass('transition visible');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByText('In')).toHaveClass('animating out');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('In')).toBeNull();
    expect(onClose).toHaveBeenCalledWith(null, expect.objectContaining({ portalOpen: false }));
    expect(onHide).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

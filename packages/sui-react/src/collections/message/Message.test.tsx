import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Message, type MessageHandle } from './Message.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { messageKeyboard } from './keyboard.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function TwoMessages({ onDismiss }: { onDismiss?: () => void }) {
  return (
    <>
      <Message onDismiss={onDismiss} dismissLabel="Close the notice" transitionDuration={10}>
        first
      </Message>
      <Message transitionDuration={10}>second</Message>
    </>
  );
}

testKeyboard('Message', messageKeyboard, {
  Tab: async () => {
    const user = userEvent.setup();
    render(<TwoMessages />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the notice' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
  'On the close button: Enter, Space': async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<TwoMessages onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Close the notice' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('first')).toBeNull());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByText('second')).toBeNull());
  },
});

describe('Message', () => {
  it('renders the Semantic markup with its variation classes and a labelled close button', () => {
    render(
      <Message className="success" data-testid="m">
        <div className="header">This is a message!</div>
      </Message>,
    );
    const message = screen.getByTestId('m');
    expect(message.className).toBe('ui success message');
    expect(message).toHaveAttribute('role', 'status');
    const close = screen.getByRole('button', { name: 'Dismiss' });
    expect(close).toHaveClass('close icon');
    expect(close.parentElement).toBe(message);
    expect(close.querySelector('i.close.icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an alert for error and negative messages, a status otherwise, and takes a custom role', () => {
    const { rerender } = render(<Message className="error">x</Message>);
    expect(screen.getByRole('alert')).toHaveClass('ui error message');
    rerender(<Message className="negative">x</Message>);
    expect(screen.getByRole('alert')).toHaveClass('ui negative message');
    rerender(<Message className="attached warning">x</Message>);
    expect(screen.getByRole('status')).toHaveClass('ui attached warning message');
    rerender(<Message role="note">x</Message>);
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('takes its variations as props, before the classes it is given, and none reaches the DOM', () => {
    render(
      <Message
        data-testid="m"
        compact
        floating
        color="teal"
        size="large"
        attached="bottom"
        icon
        textAlign="right"
        className="extra"
      >
        x
      </Message>,
    );
    const message = screen.getByTestId('m');
    expect(message.className).toBe(
      'ui compact floating teal large bottom attached icon right aligned extra message',
    );
    for (const name of ['compact', 'floating', 'color', 'size', 'attached', 'icon']) {
      expect(message).not.toHaveAttribute(name);
    }
  });

  it('is an alert for the error and negative props too', () => {
    const { rerender } = render(<Message error>x</Message>);
    expect(screen.getByRole('alert')).toHaveClass('ui error message');
    rerender(<Message negative>x</Message>);
    expect(screen.getByRole('alert')).toHaveClass('ui negative message');
    rerender(
      <Message success attached>
        x
      </Message>,
    );
    expect(screen.getByRole('status')).toHaveClass('ui attached success message', { exact: true });
  });

  it('has no close button when not dismissable', () => {
    render(<Message dismissable={false}>x</Message>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fades out for 300 ms when dismissed, then is removed and calls onDismiss', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Message className="icon" onDismiss={onDismiss} data-testid="m">
        x
      </Message>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const message = screen.getByTestId('m');
    expect(message.className).toBe('ui icon message transition animating out fade');
    expect(message.style.animationDuration).toBe('300ms');
    // A second click while it animates changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(299));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByTestId('m')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('m')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('uses the transition and duration it is given', () => {
    vi.useFakeTimers();
    render(
      <Message transition="scale" transitionDuration={100} data-testid="m">
        x
      </Message>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('m')).toHaveClass('transition animating out scale');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('m')).toBeNull();
  });

  it('is dismissed through its ref handle, even without a close button', () => {
    vi.useFakeTimers();
    const ref = createRef<MessageHandle>();
    const onDismiss = vi.fn();
    render(
      <Message ref={ref} dismissable={false} onDismiss={onDismiss}>
        manual
      </Message>,
    );
    act(() => ref.current!.dismiss());
    expect(screen.getByText('manual')).toHaveClass('animating out fade');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('manual')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not call onDismiss when it unmounts during the transition', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { unmount } = render(<Message onDismiss={onDismiss}>x</Message>);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('passes other props through and is StrictMode-clean', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <StrictMode>
        <Message id="note" title="tip" style={{ marginTop: 3 }}>
          x
        </Message>
      </StrictMode>,
    );
    const message = screen.getByRole('status');
    expect(message).toHaveAttribute('id', 'note');
    expect(message).toHaveAttribute('title', 'tip');
    expect(message.style.marginTop).toBe('3px');
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a bad transitionDuration with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Message transitionDuration={Number.NaN}>x</Message>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Message: transitionDuration must be a number of milliseconds, 0 or more (got NaN).',
    );
  });
});

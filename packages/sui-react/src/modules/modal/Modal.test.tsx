import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Modal, type ModalControls, type ModalProps } from './Modal.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { modalKeyboard } from './keyboard.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dimmer = () => document.querySelector<HTMLElement>('.ui.dimmer.modals')!;

/** A page with a trigger; the modal renders while `open` is true. */
function Page(props: Partial<ModalProps<string, string>> & { withInput?: boolean }) {
  const [open, setOpen] = useState(false);
  const { withInput, ...config } = props;
  return (
    <div data-testid="page">
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal<string, string> {...config} onDismiss={() => (config.onDismiss?.(), setOpen(false))}>
          {(modal) => (
            <>
              <div className="header">Example</div>
              <div className="content">
                <p>Modal content</p>
                {withInput && <input aria-label="Name" />}
              </div>
              <div className="actions">
                <button onClick={() => modal.deny('denied')}>Cancel</button>
                <button autoFocus onClick={() => modal.approve('approved')}>
                  OK
                </button>
              </div>
            </>
          )}
        </Modal>
      )}
    </div>
  );
}

function openPage(props: Parameters<typeof Page>[0] = {}) {
  const utils = render(<Page {...props} />);
  const trigger = screen.getByText('Open');
  trigger.focus();
  fireEvent.click(trigger);
  return { ...utils, trigger };
}

/** Opens the page's modal, runs `close`, and tells whether it was denied with closeResult. */
function closesWith(close: () => void): boolean {
  const onDeny = vi.fn();
  const { unmount } = openPage({ closeResult: 'dismissed', onDeny });
  wait(500);
  // Clicks inside the modal do not close it.
  fireEvent.click(screen.getByText('Modal content'));
  close();
  wait(500);
  const denied = onDeny.mock.calls.length === 1 && onDeny.mock.calls[0]?.[0] === 'dismissed';
  const closed = screen.queryByRole('dialog') === null;
  unmount();
  return denied && closed;
}

testKeyboard('Modal', modalKeyboard, {
  'Tab, Shift+Tab': () => {
    openPage({ withInput: true });
    wait(500);
    const close = screen.getByRole('button', { name: 'Close' });
    const ok = screen.getByText('OK');
    ok.focus();
    expect(fireEvent.keyDown(ok, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(ok).toHaveFocus();
    // In between, the browser moves focus itself.
    const input = screen.getByLabelText('Name');
    input.focus();
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
  },
  Escape: () => {
    expect(closesWith(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))).toBe(true);
    // Not when closable is false (see also the stacking test below).
    const onDismiss = vi.fn();
    openPage({ closable: false, onDismiss });
    wait(500);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    wait(1000);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
  'On the close icon: Enter, Space': () => {
    for (const key of ['Enter', ' ']) {
      expect(
        closesWith(() => fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key })),
      ).toBe(true);
    }
  },
});

describe('Modal', () => {
  it('renders the Semantic markup in a page dimmer at the end of the body, and animates in', () => {
    openPage();
    const dialog = screen.getByRole('dialog');
    expect(dimmer().parentElement).toBe(document.body);
    expect(dimmer()).toHaveClass('ui dimmer modals page active transition animating in fade');
    expect(dimmer()).not.toHaveClass('top aligned inverted');
    expect(dialog).toHaveClass('ui modal active normal transition animating in scale');
    expect(dialog.style.animationDuration).toBe('500ms');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Example');
    wait(500);
    expect(dialog).toHaveClass('ui modal active normal transition visible');
    expect(dialog).not.toHaveClass('animating');
    // At rest the dimmer keeps its own flex display: no `transition visible` on it.
    expect(dimmer().className).toBe('ui dimmer modals page active');
  });

  it('is named by its content when it has no header, or by aria-label', () => {
    const { rerender } = render(
      <Modal>
        <div className="content">Just a message</div>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Just a message');
    rerender(<></>);
    render(
      <Modal aria-label="Named">
        <div className="content">Body</div>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Named' })).toBeInTheDocument();
  });

  it('applies size, fullScreen, basic, inverted, centered, mustScroll, transition and className', () => {
    render(
      <Modal
        size="small"
        fullScreen
        basic
        inverted
        centered={false}
        mustScroll
        transition="fade up"
        transitionDuration={200}
        className="extra"
      >
        <div className="header">Variations</div>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('ui modal small fullscreen basic scrolling inverted extra fade up');
    expect(dialog.style.animationDuration).toBe('200ms');
    expect(dimmer()).toHaveClass('top aligned inverted');
    expect(dimmer().style.animationDuration).toBe('200ms');
    for (const name of ['size', 'fullscreen', 'basic', 'inverted', 'overlay'])
      expect(dialog).not.toHaveAttribute(name);
  });

  it('inverts only the dimmer with invertedDimmer', () => {
    render(
      <Modal invertedDimmer>
        <div className="header">Light dimmer</div>
      </Modal>,
    );
    expect(dimmer()).toHaveClass('inverted');
    expect(screen.getByRole('dialog')).not.toHaveClass('inverted');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('invertedDimmer');
  });

  it('takes the full-screen overlay', () => {
    render(
      <Modal fullScreen overlay>
        <div className="header">Overlay</div>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('ui modal fullscreen overlay');
  });

  it('scrolls by itself when taller than the viewport', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(5000);
    try {
      render(
        <Modal>
          <div className="header">Tall</div>
        </Modal>,
      );
      expect(screen.getByRole('dialog')).toHaveClass('scrolling');
    } finally {
      spy.mockRestore();
    }
    render(
      <Modal>
        <div className="header">Short</div>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Short' })).not.toHaveClass('scrolling');
  });

  it('focuses the autoFocus element on open, and returns focus to the trigger after closing', () => {
    const { trigger } = openPage();
    expect(screen.getByText('OK')).toHaveFocus();
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.getByRole('dialog')).toHaveClass('animating out scale');
    wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('focuses the dialog itself when nothing inside asks for focus', () => {
    render(
      <Modal closable={false}>
        <div className="header">No autofocus</div>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('fires onDismiss then onApprove with the result, only after the closing transition', () => {
    const calls: string[] = [];
    openPage({
      onApprove: (r) => calls.push(`approve:${r}`),
      onDeny: (r) => calls.push(`deny:${r}`),
      onDismiss: () => calls.push('dismiss'),
    });
    wait(500);
    fireEvent.click(screen.getByText('OK'));
    fireEvent.click(screen.getByText('Cancel')); // a second outcome is ignored
    wait(499);
    expect(calls).toEqual([]);
    wait(1);
    expect(calls).toEqual(['dismiss', 'approve:approved']);
  });

  it('the close icon and a dimmer click deny with closeResult; a click inside does not', () => {
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.click(dimmer()),
    ]) {
      expect(closesWith(close)).toBe(true);
    }
  });

  it('is not closable by the user when closable is false', () => {
    const onDismiss = vi.fn();
    openPage({ closable: false, onDismiss });
    wait(500);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(dimmer());
    wait(1000);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves an Escape that something inside already handled', () => {
    openPage();
    wait(500);
    const input = document.createElement('input');
    screen.getByText('Modal content').append(input);
    input.addEventListener('keydown', (e) => e.preventDefault());
    fireEvent.keyDown(input, { key: 'Escape' });
    wait(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps focus on the dialog when it has nothing focusable', () => {
    render(
      <Modal closable={false}>
        <div className="header">Nothing to focus</div>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(false);
    expect(dialog).toHaveFocus();
  });

  it('makes the rest of the page inert and locks its scrolling while open', () => {
    document.body.style.overflow = 'auto';
    const { container } = openPage();
    expect(container).toHaveAttribute('inert');
    expect(dimmer()).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByText('OK'));
    wait(500);
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('stacks: Escape closes the top modal only, and focus goes back into the one below', () => {
    function Stack() {
      const [second, setSecond] = useState(false);
      return (
        <Modal aria-label="First">
          <div className="content">
            <button onClick={() => setSecond(true)}>Open second</button>
          </div>
          {second && (
            <Modal aria-label="Second" onDismiss={() => setSecond(false)}>
              <div className="content">
                <button autoFocus>Inside second</button>
              </div>
            </Modal>
          )}
        </Modal>
      );
    }
    render(<Stack />);
    wait(500);
    const opener = screen.getByText('Open second');
    opener.focus();
    fireEvent.click(opener);
    wait(500);
    const [first, second] = Array.from(document.querySelectorAll('.ui.dimmer.modals'));
    expect(first).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');
    // Tab in the second modal is trapped there, and the first does not react to it.
    const inside = screen.getByText('Inside second');
    expect(inside).toHaveFocus();
    // A click on the second dimmer closes the second modal only.
    fireEvent.keyDown(inside, { key: 'Escape' });
    wait(500);
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(first).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    fireEvent.keyDown(opener, { key: 'Escape' });
    wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives approve and deny through a ref', () => {
    const ref = createRef<ModalControls<number, string>>();
    const onApprove = vi.fn();
    render(
      <Modal<number, string> ref={ref} onApprove={onApprove}>
        <div className="header">Ref</div>
      </Modal>,
    );
    act(() => ref.current!.approve(42));
    act(() => ref.current!.deny('late'));
    wait(500);
    expect(onApprove).toHaveBeenCalledExactlyOnceWith(42);
  });

  it('closes during its opening transition', () => {
    const onDeny = vi.fn();
    const ref = createRef<ModalControls>();
    render(
      <Modal ref={ref} onDeny={onDeny}>
        <div className="header">Quick</div>
      </Modal>,
    );
    wait(100);
    act(() => ref.current!.deny('early'));
    expect(screen.getByRole('dialog')).toHaveClass('animating out');
    wait(500);
    expect(onDeny).toHaveBeenCalledWith('early');
  });

  it('still reports how it closed when it unmounts during its closing transition', () => {
    const onDeny = vi.fn();
    const ref = createRef<ModalControls>();
    const { unmount } = render(
      <Modal ref={ref} onDeny={onDeny}>
        <div className="header">Gone</div>
      </Modal>,
    );
    wait(500);
    act(() => ref.current!.deny('left'));
    unmount();
    expect(onDeny).toHaveBeenCalledExactlyOnceWith('left');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('works under StrictMode: opens once, focuses, closes once', () => {
    const onApprove = vi.fn();
    const { container } = render(
      <StrictMode>
        <Page onApprove={onApprove} />
      </StrictMode>,
    );
    const trigger = screen.getByText('Open');
    trigger.focus();
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog')).toHaveClass('animating in scale');
    expect(screen.getByText('OK')).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    wait(500);
    expect(document.querySelectorAll('.ui.modal')).toHaveLength(1);
    fireEvent.click(screen.getByText('OK'));
    wait(500);
    expect(onApprove).toHaveBeenCalledExactlyOnceWith('approved');
    expect(trigger).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it('refuses an unknown size and a bad duration', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Modal size={'huge' as 'large'} />
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Modal: unknown size "huge". Use one of: mini, tiny, small, normal, large.',
    );
    render(
      <TestErrorBoundary>
        <Modal transitionDuration={-1} />
      </TestErrorBoundary>,
    );
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Modal: transitionDuration must be a number of milliseconds, 0 or more (got -1).',
    );
    spy.mockRestore();
  });
});

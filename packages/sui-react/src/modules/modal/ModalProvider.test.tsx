import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, useContext, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModalControls } from './Modal.js';
import {
  ModalProvider,
  useModal,
  type ActiveModal,
  type ModalComponent,
  type ModalService,
} from './ModalProvider.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const Theme = createContext('plain');

let service: ModalService;
function Grab() {
  const modal = useModal();
  useEffect(() => {
    service = modal;
  });
  return <button>Trigger</button>;
}

const Confirm: ModalComponent<{ question: string }, string, string> = ({ context, approve, deny }) => {
  const theme = useContext(Theme);
  return (
    <>
      <div className="header">Confirm ({theme})</div>
      <div className="content">{context.question}</div>
      <div className="actions">
        <button onClick={() => deny('no')}>Cancel</button>
        <button onClick={() => approve('yes')}>OK</button>
      </div>
    </>
  );
};
Confirm.modalConfig = { closable: false, size: 'small', transitionDuration: 200 };

function withProvider() {
  return render(
    <Theme.Provider value="dark">
      <ModalProvider>
        <Grab />
      </ModalProvider>
    </Theme.Provider>,
  );
}

describe('useModal().open with a render function', () => {
  it('renders the content with the context, and reports the outcome after the transition', async () => {
    withProvider();
    const approved = vi.fn();
    const denied = vi.fn();
    let modal!: ActiveModal<string, string>;
    act(() => {
      modal = service
        .open<{ data: string }, string, string>({
          context: { data: 'Dynamic content' },
          closeResult: 'dismissed',
          render: (context, controls: ModalControls<string, string>) => (
            <>
              <div className="header">Example</div>
              <div className="content">{context.data}</div>
              <button onClick={() => controls.approve('approved')}>OK</button>
            </>
          ),
        })
        .onApprove(approved)
        .onDeny(denied);
    });
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveTextContent('Dynamic content');
    fireEvent.click(screen.getByText('OK'));
    wait(499);
    expect(approved).not.toHaveBeenCalled();
    wait(1);
    expect(approved).toHaveBeenCalledExactlyOnceWith('approved');
    expect(denied).not.toHaveBeenCalled();
    await expect(modal.result).resolves.toEqual({ approved: true, value: 'approved' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('denies with closeResult on Escape, and can be closed from code', async () => {
    withProvider();
    const onDismiss = vi.fn();
    let modal!: ActiveModal;
    act(() => {
      modal = service.open({
        closeResult: 'closed!',
        onDismiss,
        render: () => <div className="header">A</div>,
      });
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    wait(500);
    await expect(modal.result).resolves.toEqual({ approved: false, value: 'closed!' });
    expect(onDismiss).toHaveBeenCalledTimes(1);

    let second!: ActiveModal;
    act(() => {
      second = service.open({ render: () => <div className="header">B</div> });
    });
    act(() => second.deny('from code'));
    wait(500);
    await expect(second.result).resolves.toEqual({ approved: false, value: 'from code' });
  });

  it('applies an approve asked for before the modal mounted', async () => {
    withProvider();
    let modal!: ActiveModal;
    act(() => {
      modal = service.open({ render: () => <div className="header">Early</div> });
      modal.approve('right away');
    });
    wait(500);
    await expect(modal.result).resolves.toEqual({ approved: true, value: 'right away' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useModal().open with a component', () => {
  it('gives the component context, approve and deny, with its modalConfig overridden by options', async () => {
    withProvider();
    const denied = vi.fn();
    let modal!: ActiveModal<string, string>;
    act(() => {
      modal = service.open(Confirm, { context: { question: 'Are you sure?' }, size: 'mini' }).onDeny(denied);
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm (dark)' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveClass('mini');
    expect(dialog.style.animationDuration).toBe('200ms');
    // Not closable: no icon, Escape does nothing.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    wait(200);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The component's elements are direct children of the modal.
    expect(dialog.querySelector(':scope > .header')).not.toBeNull();
    fireEvent.click(screen.getByText('Cancel'));
    wait(200);
    expect(denied).toHaveBeenCalledWith('no');
    await expect(modal.result).resolves.toEqual({ approved: false, value: 'no' });
  });

  it('stacks modals opened from code; Escape closes the top one only', () => {
    withProvider();
    act(() => {
      service.open({ render: () => <div className="header">Lower</div> });
    });
    wait(500);
    act(() => {
      service.open({ render: () => <div className="header">Upper</div> });
    });
    wait(500);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    wait(500);
    expect(screen.queryByRole('dialog', { name: 'Upper' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Lower' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('without a ModalProvider', () => {
  it('opens modals in a host root of its own, created on the first open', async () => {
    render(<Grab />);
    expect(document.querySelector('[data-sui-modal-host]')).toBeNull();
    let modal!: ActiveModal<string>;
    act(() => {
      modal = service.open(Confirm as ModalComponent<{ question: string }, string>, {
        context: { question: 'No provider?' },
      });
    });
    expect(document.querySelector('[data-sui-modal-host]')).not.toBeNull();
    // Outside the provider, the app's context is not there.
    expect(screen.getByRole('dialog', { name: 'Confirm (plain)' })).toHaveTextContent('No provider?');
    fireEvent.click(screen.getByText('OK'));
    wait(200);
    await expect(modal.result).resolves.toEqual({ approved: true, value: 'yes' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

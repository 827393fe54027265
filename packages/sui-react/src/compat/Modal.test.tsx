import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../test-utils/server.js';
import { Button, Confirm, Modal } from './index.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => document.querySelector<HTMLElement>('.ui.modal');
const dimmer = () => document.querySelector<HTMLElement>('.ui.dimmer.modals')!;

describe('compat Modal', () => {
  it('opens from its trigger (onOpen(event, data)), draws the shorthand and closes from the close icon', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(
      <Modal
        trigger={<Button>Show</Button>}
        header="Delete"
        content={{ content: 'Sure?', image: true }}
        closeIcon
        size="tiny"
        onOpen={onOpen}
        onClose={onClose}
      />,
    );
    expect(dialog()).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Show' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0].type).toBe('click');
    expect(onOpen.mock.calls[0]![1]).toMatchObject({ header: 'Delete', open: true });
    const modal = screen.getByRole('dialog', { name: 'Delete' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveClass('ui', 'tiny', 'modal');
    expect([...modal.children].map((c) => c.className)).toEqual(['close icon', 'header', 'image content']);
    wait(500);
    fireEvent.click(modal.querySelector('.close.icon')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![1]).toMatchObject({ open: false });
    wait(500);
    expect(dialog()).toBeNull();
    // Focus goes back to the trigger.
    expect(trigger).toHaveFocus();
  });

  it('follows `open` when controlled: a dimmer click and Escape only ask, through onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Modal open onClose={onClose} header="Title" />);
    wait(500);
    fireEvent.click(dimmer());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![0].type).toBe('click');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose.mock.calls[1]![0].type).toBe('keydown');
    wait(500);
    expect(dialog()).not.toBeNull();
    rerender(<Modal open={false} onClose={onClose} header="Title" />);
    wait(500);
    expect(dialog()).toBeNull();
  });

  it('keeps a click inside the modal, and honours closeOnDimmerClick and closeOnEscape', () => {
    const onClose = vi.fn();
    render(
      <Modal defaultOpen onClose={onClose} content="Body" closeOnDimmerClick={false} closeOnEscape={false} />,
    );
    wait(500);
    fireEvent.click(screen.getByText('Body'));
    fireEvent.click(dimmer());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('closes an uncontrolled modal on Escape, the top one only when stacked', () => {
    function Stack() {
      const [inner, setInner] = useState(false);
      return (
        <Modal defaultOpen header="Outer">
          <div className="header">Outer</div>
          <div className="content">
            <button onClick={() => setInner(true)}>More</button>
            {inner && <Modal defaultOpen header="Inner" onClose={() => setInner(false)} />}
          </div>
        </Modal>
      );
    }
    render(<Stack />);
    wait(500);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    wait(500);
    expect(document.querySelectorAll('.ui.modal')).toHaveLength(2);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    wait(500);
    expect(
      screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && d.textContent),
    ).toEqual(['OuterMore']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    wait(500);
    expect(dialog()).toBeNull();
  });

  it('calls onActionClick(event, modal props) for a shorthand action, then closes', () => {
    const onActionClick = vi.fn();
    const onClose = vi.fn();
    const onYes = vi.fn();
    render(
      <Modal
        defaultOpen
        header="Q"
        actions={['No', { key: 'yes', content: 'Yes', positive: true, onClick: onYes }]}
        onActionClick={onActionClick}
        onClose={onClose}
      />,
    );
    wait(500);
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveClass('ui', 'positive', 'button');
    expect(yes.parentElement).toHaveClass('actions');
    fireEvent.click(yes);
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onActionClick.mock.calls[0]![1]).toMatchObject({ header: 'Q' });
    expect(onClose).toHaveBeenCalledTimes(1);
    wait(500);
    expect(dialog()).toBeNull();
  });

  it('has the parts as statics and named exports, with their classes', () => {
    render(
      <Modal defaultOpen basic size="fullscreen" dimmer="inverted" centered={false}>
        <Modal.Header>H</Modal.Header>
        <Modal.Content image scrolling>
          <Modal.Description>D</Modal.Description>
        </Modal.Content>
        <Modal.Actions actions={['OK']} />
      </Modal>,
    );
    const modal = dialog()!;
    expect(modal).toHaveClass('basic', 'fullscreen');
    expect(modal).not.toHaveClass('inverted');
    expect(dimmer()).toHaveClass('inverted', 'top', 'aligned');
    expect(modal.querySelector('.image.scrolling.content > .description')).toHaveTextContent('D');
    expect(modal.querySelector('.actions > .ui.button')).toHaveTextContent('OK');
  });

  it('calls onMount and onUnmount (after the closing transition); closeOnDocumentClick closes on the dimmer', () => {
    const onMount = vi.fn();
    const onUnmount = vi.fn();
    const onClose = vi.fn();
    render(
      <Modal
        defaultOpen
        header="M"
        closeOnDimmerClick={false}
        closeOnDocumentClick
        onMount={onMount}
        onUnmount={onUnmount}
        onClose={onClose}
      />,
    );
    expect(onMount).toHaveBeenCalledWith(null, expect.objectContaining({ header: 'M' }));
    wait(500);
    fireEvent.click(dimmer());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUnmount).not.toHaveBeenCalled();
    wait(500);
    expect(onUnmount).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('blurs the page while a blurring modal is open', () => {
    const { rerender } = render(<Modal open dimmer="blurring" header="B" />);
    wait(500);
    expect(document.body).toHaveClass('dimmable', 'dimmed', 'blurring');
    rerender(<Modal open={false} dimmer="blurring" header="B" />);
    wait(500);
    expect(document.body).not.toHaveClass('blurring');
  });

  it('refuses a mount node, an unknown dimmer and an unknown size', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Modal mountNode={document.body as never} />)).toThrow(
      'Modal: mountNode must be left out: sui-react mounts modals in document.body',
    );
    expect(() => render(<Modal dimmer={'dark' as never} />)).toThrow(
      "Modal: dimmer must be true, 'inverted' or 'blurring'",
    );
    expect(() => render(<Modal size={'huge' as never} />)).toThrow(
      'Modal: size must be mini, tiny, small, large, fullscreen',
    );
  });

  it('Modal.Dimmer: the page dimmer, whose mount node (the body by default) takes the dimmed classes while it is there', () => {
    document.body.classList.add('dimmable');
    const { container, rerender, unmount } = render(
      <Modal.Dimmer inverted blurring centered={false}>
        <div className="ui modal" />
      </Modal.Dimmer>,
    );
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'ui inverted top aligned page modals dimmer transition visible active',
    );
    expect(document.body).toHaveClass('dimmable dimmed blurring');
    const node = document.createElement('section');
    rerender(<Modal.Dimmer mountNode={node} scrolling />);
    // The body keeps the class it had before; the new node takes its own.
    expect(document.body.className).toBe('dimmable');
    expect(node.className).toBe('dimmable dimmed scrolling');
    unmount();
    expect(node.className).toBe('');
    document.body.classList.remove('dimmable');
  });

  it('Modal.Dimmer refuses a mount node that is not an element, by name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Modal.Dimmer mountNode={'#app' as never} />)).toThrow(
      'Modal.Dimmer: mountNode must be an element (got #app).',
    );
  });

  it('renders only its trigger on a server, and hydrates without a warning', async () => {
    const element = <Modal defaultOpen trigger={<Button>Show</Button>} header="H" />;
    expect(renderOnServer(element)).toBe('<button class="ui button" type="button">Show</button>');
    const { problems, unmount } = await hydrateServerHtml(element);
    expect(problems).toEqual([]);
    unmount();
  });
});

describe('compat Confirm', () => {
  it('asks "Are you sure?" in a small modal with Cancel and a primary OK', () => {
    render(<Confirm open />);
    wait(500);
    const modal = dialog()!;
    expect(modal).toHaveClass('small');
    expect(modal.querySelector('.content')).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveClass('primary');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveClass('primary');
  });

  it('calls onCancel and onConfirm with (event, props); Escape cancels', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const onOwnClick = vi.fn();
    render(
      <Confirm
        open
        header="Delete?"
        cancelButton="Never"
        confirmButton={{ content: 'Do it', onClick: onOwnClick }}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    wait(500);
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }));
    expect(onOwnClick).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![1]).toMatchObject({ header: 'Delete?', cancelButton: 'Never' });
    fireEvent.click(screen.getByRole('button', { name: 'Never' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onCancel.mock.calls[1]![0].type).toBe('keydown');
  });
});

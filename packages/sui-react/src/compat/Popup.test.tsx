import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../test-utils/server.js';
import { Button, Popup } from './index.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const popup = () => document.querySelector<HTMLElement>('.ui.popup');

describe('compat Popup', () => {
  it('opens on hover by default, with the header, content and variation classes, as a tooltip', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(
      <Popup
        trigger={<Button>Add</Button>}
        header="User"
        content="Adds a user"
        inverted
        wide="very"
        size="small"
        position="bottom center"
        onOpen={onOpen}
        onClose={onClose}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Add' });
    fireEvent.mouseEnter(trigger);
    wait(0);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0].type).toBe('mouseenter');
    expect(onOpen.mock.calls[0]![1]).toMatchObject({ content: 'Adds a user', open: true });
    const el = screen.getByRole('tooltip');
    expect(el).toHaveClass('ui', 'inverted', 'very', 'wide', 'small', 'popup', 'bottom', 'center');
    expect([...el.children].map((c) => c.className)).toEqual(['header', 'content']);
    expect(trigger).toHaveAttribute('aria-describedby', el.id);
    fireEvent.mouseLeave(trigger);
    wait(300);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![1]).toMatchObject({ open: false });
  });

  it("on='click' toggles, a click elsewhere closes, and the trigger's own onClick still runs", () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    render(
      <div>
        <Popup on="click" trigger={<Button onClick={onClick}>Go</Button>} content="Hi" onClose={onClose} />
        <p>Elsewhere</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    wait(0);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(popup()).toBeVisible();
    fireEvent.click(screen.getByText('Elsewhere'));
    wait(300);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![0].type).toBe('click');
    expect(popup()).not.toBeVisible();
  });

  it('follows `open` when controlled and closes on Escape (through onClose)', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Popup open trigger={<Button>T</Button>} content="C" onClose={onClose} />);
    wait(0);
    expect(popup()).toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![0].type).toBe('keydown');
    wait(300);
    expect(popup()).toBeVisible();
    rerender(<Popup open={false} trigger={<Button>T</Button>} content="C" onClose={onClose} />);
    wait(300);
    expect(popup()).not.toBeVisible();
  });

  it('starts open with defaultOpen; a disabled popup renders only its trigger', () => {
    const { unmount } = render(<Popup defaultOpen trigger={<Button>T</Button>} content="C" />);
    wait(0);
    expect(popup()).toBeVisible();
    unmount();
    render(<Popup defaultOpen disabled trigger={<Button>T</Button>} content="C" />);
    expect(popup()).toBeNull();
  });

  it('waits mouseEnterDelay before opening, and moves by offset', () => {
    render(<Popup mouseEnterDelay={400} offset={[5, 20]} trigger={<Button>T</Button>} content="C" />);
    fireEvent.mouseEnter(screen.getByRole('button'));
    wait(300);
    expect(popup()).not.toBeVisible();
    wait(200);
    expect(popup()).toBeVisible();
    expect(popup()!.style.translate).toBe('5px -20px');
  });

  it('closes on a scroll with hideOnScroll', () => {
    const onClose = vi.fn();
    render(<Popup hideOnScroll defaultOpen trigger={<Button>T</Button>} content="C" onClose={onClose} />);
    wait(0);
    expect(popup()).toBeVisible();
    fireEvent.scroll(window);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![0].type).toBe('scroll');
    wait(300);
    expect(popup()).not.toBeVisible();
  });

  it('has Popup.Header and Popup.Content', () => {
    render(
      <Popup.Content>
        <Popup.Header>H</Popup.Header>
      </Popup.Content>,
    );
    expect(screen.getByText('H')).toHaveClass('header');
    expect(screen.getByText('H').parentElement).toHaveClass('content');
  });

  it('refuses a popup with neither trigger nor context, a context that is no object, a bad `on`, position or offset', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = <Button>T</Button>;
    expect(() => render(<Popup content="C" />)).toThrow(
      'Popup: trigger must be one element, or left out with a context',
    );
    expect(() => render(<Popup trigger={t} context={'#here' as never} />)).toThrow(
      'Popup: context must be an element, an object with getBoundingClientRect, or a ref (got #here).',
    );
    expect(() => render(<Popup trigger={t} on={'press' as never} />)).toThrow('Popup: on must be');
    expect(() => render(<Popup trigger={t} position={'middle' as never} />)).toThrow(
      'Popup: position must be',
    );
    expect(() => render(<Popup trigger={t} offset={(() => [0, 0]) as never} />)).toThrow(
      'Popup: offset must be',
    );
  });

  it('takes a context: a ref, an element or a virtual one, with or without a trigger', async () => {
    function Example() {
      const here = useRef<HTMLElement>(null);
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button content="Toggle" onClick={() => setOpen((was) => !was)} />
          <Popup context={here} content="Hello" position="top center" open={open} />
          <strong ref={here}>here</strong>
        </>
      );
    }
    render(<Example />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await wait(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await wait(500);
    expect(screen.queryByRole('tooltip')).toBeNull();

    // A virtual element given as it is, beside a trigger that keeps its handlers.
    const point = { getBoundingClientRect: () => ({ left: 5, top: 5, width: 0, height: 0 }) };
    const onOpen = vi.fn();
    render(
      <Popup
        trigger={<Button>Tip</Button>}
        context={point}
        content="At the point"
        on="click"
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tip' }));
    await wait(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('At the point');
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ open: true }),
    );
  });

  it('renders only its trigger on a server, and hydrates without a warning', async () => {
    const element = <Popup trigger={<Button>T</Button>} content="C" />;
    expect(renderOnServer(element)).not.toContain('ui popup');
    const { problems, unmount } = await hydrateServerHtml(element);
    expect(problems).toEqual([]);
    unmount();
  });
});

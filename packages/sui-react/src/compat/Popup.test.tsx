import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../test-utils/server.js';
import { Button, Popup, type PopupOffsetData } from './index.js';

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
    expect(() => render(<Popup trigger={t} offset={[1, 2, 3] as never} />)).toThrow('Popup: offset must be');
    expect(() => render(<Popup trigger={t} offset={[Number.NaN]} />)).toThrow('Popup: offset must be');
    // A function's answer is checked as the pair is.
    expect(() => render(<Popup trigger={t} defaultOpen offset={() => ['far'] as never} />)).toThrow(
      'Popup: offset must be an array of one or two numbers, [skidding, distance], or a function that returns one (got far).',
    );
  });

  it('takes offset as a function of the placement and the two boxes, called each time it opens', () => {
    const offset = vi.fn(({ placement, popper }: PopupOffsetData) =>
      placement === 'bottom' ? ([0, popper.height / 2] as const) : ([] as const),
    );
    const boxes = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const popupBox = this.classList.contains('popup');
      return { x: 0, y: 0, width: popupBox ? 120 : 40, height: popupBox ? 30 : 20 } as DOMRect;
    });
    const { unmount } = render(
      <Popup on="click" position="bottom center" offset={offset} trigger={<Button>T</Button>} content="C" />,
    );
    expect(offset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    wait(0);
    expect(offset).toHaveBeenCalledTimes(1);
    expect(offset.mock.calls[0]![0]).toEqual({
      placement: 'bottom',
      popper: { x: 0, y: 0, width: 120, height: 30 },
      reference: { x: 0, y: 0, width: 40, height: 20 },
    });
    expect(popup()!.style.translate).toBe('0px 15px');
    unmount();
    // `top left` is Popper.js's `top-start`; an empty answer moves nothing.
    render(
      <Popup defaultOpen position="top left" offset={offset} trigger={<Button>T</Button>} content="C" />,
    );
    wait(0);
    expect(offset.mock.calls[1]![0].placement).toBe('top-start');
    expect(popup()!.style.translate).toBe('0px 0px');
    boxes.mockRestore();
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

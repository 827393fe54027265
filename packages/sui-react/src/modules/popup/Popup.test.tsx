import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { PopupConfigProvider } from './config.js';
import { Popup, type PopupHandle } from './Popup.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { popupKeyboard } from './keyboard.js';
import { serverError } from '../../test-utils/server.js';

/** The popup element, shown or hidden. */
const popupOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-describedby')!)!;
const waitClosed = (role: 'tooltip' | 'dialog' = 'tooltip') =>
  waitFor(() => expect(screen.queryByRole(role)).toBeNull());

testKeyboard('Popup', popupKeyboard, {
  'On a trigger: Tab': async () => {
    const user = userEvent.setup();
    render(
      <Popup content="Tip">
        <button type="button">Trigger</button>
      </Popup>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tip');
    await user.tab();
    await waitClosed();
  },
  'On a trigger: Enter, Space': async () => {
    const user = userEvent.setup();
    render(
      <Popup aria-label="Choices" trigger="click" content={() => <button type="button">Choose</button>}>
        <button type="button">Open</button>
      </Popup>,
    );
    const open = screen.getByRole('button', { name: 'Open' });
    for (const key of ['{Enter}', ' ']) {
      open.focus();
      await user.keyboard(key);
      expect(screen.getByRole('dialog', { name: 'Choices' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitClosed('dialog');
    }
  },
  Escape: async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup content="Tip">
          <button type="button">Trigger</button>
        </Popup>
        <Popup header="Rating" trigger="outsideClick" content={() => <button type="button">Five</button>}>
          <button type="button">Rate</button>
        </Popup>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tip');
    await user.keyboard('{Escape}');
    await waitClosed();
    expect(screen.getByRole('button', { name: 'Trigger' })).toHaveFocus();
    // From inside an interactive popup, back to its trigger.
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Five' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Rate' })).toHaveFocus();
    await waitClosed('dialog');
  },
});

describe('Popup as a tooltip', () => {
  it('is portaled to the end of its trigger’s nearest landmark, or of <body> outside any', async () => {
    render(
      <>
        <main>
          <section>
            <Popup content="In main">
              <button type="button">Main</button>
            </Popup>
          </section>
          <p>After</p>
        </main>
        <nav aria-label="Pages">
          <Popup content="In nav">
            <button type="button">Nav</button>
          </Popup>
        </nav>
        <div role="region" aria-label="Panel">
          <Popup content="In region">
            <button type="button">Region</button>
          </Popup>
        </div>
        <div>
          <Popup content="Outside">
            <button type="button">Outside</button>
          </Popup>
          <Popup content="Next to it" inline>
            <button type="button">Inline</button>
          </Popup>
        </div>
      </>,
    );
    const tipOf = (name: string) => popupOf(screen.getByRole('button', { name }));
    await waitFor(() => expect(tipOf('Main').parentElement).toBe(document.querySelector('main')));
    expect(document.querySelector('main')!.lastElementChild).toBe(tipOf('Main'));
    expect(tipOf('Nav').parentElement).toBe(screen.getByRole('navigation', { name: 'Pages' }));
    expect(tipOf('Region').parentElement).toBe(screen.getByRole('region', { name: 'Panel' }));
    expect(tipOf('Outside').parentElement).toBe(document.body);
    expect(tipOf('Inline').previousElementSibling).toBe(screen.getByRole('button', { name: 'Inline' }));
  });

  it('describes its trigger, opens on hover with the scale transition and closes on leave', async () => {
    render(
      <Popup header="Example" content="This is an example popup">
        <button type="button">Add</button>
      </Popup>,
    );
    const button = screen.getByRole('button', { name: 'Add' });
    // The tooltip is in the document while hidden, so the description is always there.
    const tip = popupOf(button);
    expect(tip).toHaveAttribute('role', 'tooltip');
    expect(tip.parentElement).toBe(document.body);
    expect(button).toHaveAccessibleDescription('Example This is an example popup');
    expect(button).not.toHaveAttribute('aria-haspopup');
    expect(screen.queryByRole('tooltip')).toBeNull();

    // fireEvent is synchronous: the check runs before the 200 ms animation can end.
    fireEvent.mouseEnter(button);
    const shown = screen.getByRole('tooltip');
    expect(shown).toHaveClass('ui popup top left transition animating in scale');
    expect(shown.style.animationDuration).toBe('200ms');
    expect(shown.querySelector('.header')).toHaveTextContent('Example');
    expect(shown.querySelector('.content')).toHaveTextContent('This is an example popup');
    expect(shown.style.right).toBe('auto');
    await waitFor(() => expect(shown).toHaveClass('ui popup top left transition visible'));

    fireEvent.mouseLeave(button);
    await waitFor(() => expect(shown).toHaveClass('animating out scale'));
    await waitClosed();
  });

  it('is hoverable: moving the pointer onto the popup keeps it open', async () => {
    const user = userEvent.setup();
    render(
      <Popup content="Hover me too">
        <button type="button">Trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button');
    await user.hover(button);
    const tip = screen.getByRole('tooltip');
    // Leaving the trigger starts a short grace period; reaching the popup within it keeps it open.
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(tip);
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(tip);
    await waitClosed();
  });

  it('waits for the delay before opening, and a leave in between cancels it', async () => {
    render(
      <Popup content="Later" delay={150}>
        <button type="button">Trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseLeave(button);
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
  });

  it('maps size, width, inverted, basic, className and style to the popup', async () => {
    const user = userEvent.setup();
    render(
      <Popup
        content="Big"
        size="huge"
        width="very wide"
        inverted
        basic
        className="teal"
        style={{ zIndex: 5 }}
      >
        <button type="button">Trigger</button>
      </Popup>,
    );
    await user.hover(screen.getByRole('button'));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveClass('ui popup huge very wide inverted basic teal');
    expect(tip.style.zIndex).toBe('5');
  });

  it('takes the kit vocabulary as props: wide, flowing, colour, fluid, fixed, loading', () => {
    render(
      <Popup content="Tip" defaultOpen wide="very" flowing color="teal" fluid fixed loading size="mini">
        <button type="button">Trigger</button>
      </Popup>,
    );
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveClass('ui popup mini very wide flowing fluid fixed teal loading');
    for (const name of ['wide', 'flowing', 'color', 'fluid', 'fixed', 'loading']) {
      expect(tip).not.toHaveAttribute(name);
      expect(screen.getByRole('button')).not.toHaveAttribute(name);
    }
  });

  it('renders next to the trigger when inline, and uses a given id', async () => {
    render(
      <div data-testid="parent">
        <Popup content="Inline" inline id="my-tip">
          <button type="button">Trigger</button>
        </Popup>
      </div>,
    );
    const tip = document.getElementById('my-tip')!;
    expect(tip.parentElement).toBe(screen.getByTestId('parent'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'my-tip');
  });

  it('keeps the trigger’s own ref, handlers and description', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    const onMouseEnter = vi.fn();
    render(
      <>
        <span id="own">Own description</span>
        <Popup content="Tip" id="tip">
          <button
            type="button"
            ref={ref}
            onClick={onClick}
            onMouseEnter={onMouseEnter}
            aria-describedby="own"
          >
            Trigger
          </button>
        </Popup>
      </>,
    );
    const button = screen.getByRole('button');
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-describedby', 'own tip');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});

describe('Popup triggers', () => {
  it('click toggles and ignores clicks elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup content="Clicked" trigger="click">
          <button type="button">Trigger</button>
        </Popup>
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    await waitClosed();
  });

  it('outsideClick toggles, and a click outside closes, but not a click inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup content={<span>Inside</span>} trigger="outsideClick">
          <button type="button">Trigger</button>
        </Popup>
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    await user.click(screen.getByText('Inside'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitClosed();
  });

  it('focus opens on focus or click and closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup content="Focused" trigger="focus">
          <input aria-label="Name" />
        </Popup>
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox');
    await user.hover(input);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(input);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    await waitClosed();
    await user.click(input);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('manual opens, closes and toggles only through the handle', async () => {
    const user = userEvent.setup();
    const handle = createRef<PopupHandle>();
    render(
      <Popup content="Manual" trigger="manual" ref={handle}>
        <div tabIndex={0}>Segment</div>
      </Popup>,
    );
    const segment = screen.getByText('Segment');
    await user.hover(segment);
    await user.click(segment);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => handle.current!.open());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => handle.current!.toggle());
    await waitClosed();
    act(() => handle.current!.toggle());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => handle.current!.close());
    await waitClosed();
  });

  it('follows a controlled open and reports every change', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Popup
            content="Controlled"
            trigger="click"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <button type="button">Trigger</button>
          </Popup>
          <p>open: {String(open)}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(screen.getByText('open: false')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(onOpenChange.mock.calls).toEqual([[false], [true]]);
  });
});

describe('Popup with interactive content', () => {
  it('is a dialog named by its header; focus moves in, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Popup header="Rating" trigger="outsideClick" content={() => <button type="button">Five</button>}>
        <button type="button">Rate</button>
      </Popup>,
    );
    const trigger = screen.getByRole('button', { name: 'Rate' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rating' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Five' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitClosed('dialog');
  });

  it('gives the content a close function; closing from inside returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Popup
        aria-label="Choices"
        trigger="click"
        content={({ close }) => (
          <button type="button" onClick={close}>
            Choose
          </button>
        )}
      >
        <button type="button">Open</button>
      </Popup>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Choices' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await waitClosed('dialog');
  });

  it('focuses the popup itself when it holds nothing focusable; interactive can be forced', async () => {
    const user = userEvent.setup();
    render(
      <Popup interactive aria-label="Note" trigger="click" content="Just text">
        <button type="button">Open</button>
      </Popup>,
    );
    await user.click(screen.getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Note' });
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('does not steal focus when opened by hovering', async () => {
    const user = userEvent.setup();
    render(
      <Popup header="Menu" content={() => <button type="button">Item</button>}>
        <button type="button">Hover</button>
      </Popup>,
    );
    await user.hover(screen.getByRole('button', { name: 'Hover' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: 'Item' })).not.toHaveFocus();
  });
});

describe('PopupConfigProvider', () => {
  it('sets defaults that the popup’s own props override; an inner provider wins', async () => {
    render(
      <PopupConfigProvider inverted size="small" placement="bottom">
        <Popup content="A" defaultOpen>
          <button type="button">A</button>
        </Popup>
        <Popup content="B" defaultOpen inverted={false} placement="right">
          <button type="button">B</button>
        </Popup>
        <PopupConfigProvider size="large">
          <Popup content="C" defaultOpen>
            <button type="button">C</button>
          </Popup>
        </PopupConfigProvider>
      </PopupConfigProvider>,
    );
    const [a, b, c] = screen.getAllByRole('tooltip');
    expect(a).toHaveClass('ui popup bottom center small inverted');
    expect(b).toHaveClass('ui popup right center small');
    expect(b).not.toHaveClass('inverted');
    expect(c).toHaveClass('ui popup bottom center large inverted');
  });

  it('applies a delay from the provider', async () => {
    render(
      <PopupConfigProvider delay={60}>
        <Popup content="Tip">
          <button type="button">Trigger</button>
        </Popup>
      </PopupConfigProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
  });
});

describe('Popup bad input', () => {
  it('refuses an unknown placement, size, width or trigger, naming the prop and the allowed values', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: Array<[Record<string, string>, string]> = [
      [
        { placement: 'middle' },
        'Popup: unknown placement "middle". Use one of: top left, top, top right, bottom left, bottom, bottom right, left top, left, left bottom, right top, right, right bottom.',
      ],
      [{ size: 'massive' }, 'Popup: unknown size "massive". Use one of: mini, tiny, small, large, huge.'],
      [{ width: 'narrow' }, 'Popup: unknown width "narrow". Use one of: wide, very wide, flowing.'],
      [
        { trigger: 'dblclick' },
        'Popup: unknown trigger "dblclick". Use one of: hover, click, outsideClick, focus, manual.',
      ],
    ];
    for (const [props, message] of cases) {
      const { unmount } = render(
        <TestErrorBoundary>
          <Popup content="x" {...props}>
            <button type="button">x</button>
          </Popup>
        </TestErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
    vi.restoreAllMocks();
  });

  it('treats a negative delay as none', async () => {
    const user = userEvent.setup();
    render(
      <Popup content="Now" delay={-100}>
        <button type="button">Trigger</button>
      </Popup>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});

describe('Popup timing', () => {
  it('an unrelated click does not cancel the pending close of a hover popup', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup content="Tip">
          <button type="button">Trigger</button>
        </Popup>
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Trigger' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // Leaving starts the short grace period; the click elsewhere lands inside it.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitClosed();
  });

  it('coming back to the trigger during the grace period keeps the popup open', async () => {
    render(
      <Popup content="Tip">
        <button type="button">Trigger</button>
      </Popup>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(button);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});

describe('Popup content function', () => {
  it('runs only while the popup is rendered', async () => {
    const content = vi.fn(() => <button type="button">Inside</button>);
    const user = userEvent.setup();
    render(
      <Popup header="Menu" trigger="click" content={content}>
        <button type="button">Open</button>
      </Popup>,
    );
    expect(content).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(content).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(
      screen.getByRole('button', { name: 'Inside' }),
    );
  });
});

describe('PopupConfigProvider validation', () => {
  it('names itself, the prop and the value for an unknown option (found by the prop fuzz)', () => {
    const provider = (props: Record<string, string>) => (
      <PopupConfigProvider {...props}>
        <Popup content="Tip">
          <button type="button">Trigger</button>
        </Popup>
      </PopupConfigProvider>
    );
    expect(serverError(provider({ placement: '' }))).toMatch(
      /^PopupConfigProvider: unknown placement ""\. Use one of: top left/,
    );
    expect(serverError(provider({ trigger: 'press' }))).toMatch(
      /^PopupConfigProvider: unknown trigger "press"\./,
    );
    expect(serverError(provider({ size: 'big' }))).toMatch(/^PopupConfigProvider: unknown size "big"\./);
    expect(serverError(provider({ width: 'narrow' }))).toMatch(
      /^PopupConfigProvider: unknown width "narrow"\./,
    );
    expect(serverError(provider({ placement: 'bottom', trigger: 'click' }))).toBeNull();
  });
});

describe('Popup transitionDuration', () => {
  it('takes a negative or invalid duration as 0, as documented (found by the prop fuzz)', () => {
    const popup = (ms: number) => (
      <Popup content="Tip" defaultOpen transitionDuration={ms}>
        <button type="button">T</button>
      </Popup>
    );
    expect(serverError(popup(Number.NaN))).toBeNull();
    expect(serverError(popup(-1))).toBeNull();
  });
});

describe('Popup trigger validation', () => {
  it('refuses a fragment or a non-element as its trigger, naming the prop (found by the prop fuzz)', () => {
    expect(
      serverError(
        <Popup content="Tip">
          <>
            <button type="button">Trigger</button>
          </>
        </Popup>,
      ),
    ).toBe(
      'Popup: children must be one element (not a fragment), or left out with an anchor (got a fragment).',
    );
    expect(serverError(<Popup content="Tip">{'text' as never}</Popup>)).toBe(
      'Popup: children must be one element (not a fragment), or left out with an anchor (got text).',
    );
  });
});

describe('Popup anchor', () => {
  // jsdom's viewport has no size: give it one, or every placement is shifted to its padding.
  beforeEach(() => {
    for (const [name, value] of [
      ['clientWidth', 1000],
      ['clientHeight', 800],
    ] as const)
      Object.defineProperty(document.documentElement, name, { value, configurable: true });
  });
  afterEach(() => {
    delete (document.documentElement as Partial<Record<'clientWidth' | 'clientHeight', number>>).clientWidth;
    delete (document.documentElement as Partial<Record<'clientWidth' | 'clientHeight', number>>).clientHeight;
  });
  /** Gives an element, or the popup's own box, a fixed place in the viewport. */
  const box = (el: Element, left: number, top: number, width: number, height: number) =>
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ left, top, width, height } as DOMRect);

  it('places the popup beside the anchor, while the trigger keeps its handlers and description', async () => {
    const user = userEvent.setup();
    function Example() {
      const anchor = useRef<HTMLElement>(null);
      return (
        <>
          <Popup anchor={anchor} content="Hello" placement="bottom">
            <button type="button">Trigger</button>
          </Popup>
          <main>
            <strong ref={anchor}>here</strong>
          </main>
        </>
      );
    }
    render(<Example />);
    box(screen.getByText('here'), 300, 200, 40, 20);
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    box(trigger, 0, 0, 80, 30);
    await user.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    // Below the anchor (its bottom, 220, plus the 10 px gap), and in the anchor's landmark.
    await waitFor(() => expect(tip.style.top).toBe('230px'));
    expect(tip.parentElement).toBe(document.querySelector('main'));
  });

  it('opens without a trigger, through open or the handle, beside a virtual anchor', async () => {
    const handle = createRef<PopupHandle>();
    const point = { current: { getBoundingClientRect: () => ({ left: 120, top: 80, width: 0, height: 0 }) } };
    const { rerender } = render(
      <Popup ref={handle} anchor={point} content="At the point" placement="right" />,
    );
    expect(screen.queryByText('At the point')).not.toBeVisible();
    act(() => handle.current!.open());
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('At the point');
    await waitFor(() => expect(tip.style.left).toBe('130px'));
    act(() => handle.current!.close());
    await waitClosed();
    rerender(<Popup anchor={point} content="At the point" open interactive aria-label="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  it('refuses an anchor that has no box, naming the prop', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Popup anchor={{ current: 'here' as never }} content="Tip" defaultOpen>
          <button type="button">Trigger</button>
        </Popup>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Popup: anchor must be a ref to an element or to an object with getBoundingClientRect (got here).',
    );
    spy.mockRestore();
  });

  // An element given as it is (not its ref), or a selector: without the check the popup opened at
  // its trigger, as if there were no anchor.
  it.each([
    ['an element', () => document.body, 'got <body>'],
    ['a selector', () => '#here', 'got #here'],
    [
      'an object with no current',
      () => ({ getBoundingClientRect: () => new DOMRect() }),
      'got {getBoundingClientRect}',
    ],
  ])('refuses %s where a ref is asked, naming the prop', (_, value, got) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Popup anchor={value() as never} content="Tip" defaultOpen>
          <button type="button">Trigger</button>
        </Popup>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Popup: anchor must be a ref to an element or to an object with getBoundingClientRect (${got}).`,
    );
    spy.mockRestore();
  });

  it.each([false, null] as const)(
    'takes anchor={%s} as no anchor: the popup sits at its trigger',
    async (none) => {
      const user = userEvent.setup();
      render(
        <Popup anchor={none} content="Hello" placement="bottom">
          <button type="button">Trigger</button>
        </Popup>,
      );
      const trigger = screen.getByRole('button', { name: 'Trigger' });
      box(trigger, 100, 50, 80, 30);
      await user.hover(trigger);
      const tip = await screen.findByRole('tooltip');
      // Below the trigger: its bottom, 80, plus the 10 px gap.
      await waitFor(() => expect(tip.style.top).toBe('90px'));
    },
  );

  it('takes a ref that is not set yet (its element mounts later) without complaint', () => {
    const spy = vi.spyOn(console, 'error');
    render(
      <Popup anchor={{ current: null }} content="Tip">
        <button type="button">Trigger</button>
      </Popup>,
    );
    expect(screen.getByRole('button', { name: 'Trigger' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('refuses to have neither a trigger nor an anchor', () => {
    expect(serverError(<Popup content="Tip" />)).toBe(
      'Popup: children must be one element (not a fragment), or left out with an anchor (got undefined).',
    );
  });
});

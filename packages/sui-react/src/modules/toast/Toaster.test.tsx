import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import fr from '../../behaviors/localization/locales/fr.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { toastKeyboard } from './keyboard.js';
import { TOAST_TEXTS, Toaster, useToast } from './Toaster.js';
import { toast, toastStore } from './toast.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // No Toaster is mounted after cleanup: dismissed toasts leave the store at once.
  toast.dismiss();
  expect(toastStore.get().shown).toEqual([]);
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const boxes = () => Array.from(document.querySelectorAll<HTMLElement>('.toast-box'));
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const show = (options: Parameters<typeof toast>[0]) => {
  let id = '';
  act(() => {
    id = toast(options);
  });
  return id;
};

describe('Toaster', () => {
  it('renders Fomantic markup: container by position, toast-box, ui toast with type, header, message', () => {
    render(<Toaster />);
    show({ type: 'info', title: 'Saved', message: 'Your file is saved.', icon: true });
    const container = document.querySelector('.ui.toast-container')!;
    expect(container.className).toBe('ui top right toast-container');
    const box = container.querySelector('.toast-box')!;
    expect(box).toHaveClass('floating', 'toast-box', 'compact', 'transition', 'animating', 'in', 'scale');
    const body = box.querySelector('.ui.toast')!;
    expect(body).toHaveClass('ui', 'toast', 'info', 'compact');
    expect(body.querySelector(':scope > i.info.centered.icon')).not.toBeNull();
    expect(body.querySelector('.content > .ui.header')).toHaveTextContent('Saved');
    expect(body.querySelector('.content > .message')).toHaveTextContent('Your file is saved.');
    expect(within(body as HTMLElement).getByRole('button', { name: 'Close' })).toHaveClass('close', 'icon');
    wait(500);
    expect(box).toHaveClass('transition', 'visible');
    expect(box).not.toHaveClass('animating');
  });

  it('announces through live regions that exist before any toast: status for polite, alert for errors', () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toBeEmptyDOMElement();
    show({ type: 'success', title: 'Done', message: 'All good' });
    show({ type: 'error', message: 'Disk full' });
    show({ type: 'warning', message: 'Low battery' });
    expect(status).toHaveTextContent('Done All good');
    expect(alert).toHaveTextContent('Disk full');
    expect(alert).toHaveTextContent('Low battery');
    expect(status).not.toHaveTextContent('Disk full');
  });

  it('never takes focus when a toast shows', () => {
    render(
      <>
        <input aria-label="Typing here" />
        <Toaster />
      </>,
    );
    const input = screen.getByLabelText('Typing here');
    input.focus();
    show({ message: 'Hello' });
    wait(600);
    expect(input).toHaveFocus();
  });

  it('shows a toast called before the Toaster mounts', () => {
    expect(renderToString(<Toaster />)).toContain('Notifications (F8)');
    toast({ message: 'Early bird' });
    expect(document.querySelector('.toast-box')).toBeNull();
    render(<Toaster />);
    expect(screen.getByText('Early bird', { selector: '.message' })).toBeInTheDocument();
  });

  it('renders no toast on the server (hydration sees the same empty region)', () => {
    toast({ message: 'Not on the server' });
    const html = renderToString(<Toaster />);
    expect(html).not.toContain('Not on the server');
    expect(html).toContain('role="status"');
  });

  it('closes after displayTime (default 3000 ms), and 0 keeps it', () => {
    render(<Toaster />);
    show({ message: 'Short' });
    show({ message: 'Stays', displayTime: 0 });
    wait(2999);
    expect(boxes()).toHaveLength(2);
    wait(1);
    expect(boxes()[1]).toHaveClass('animating', 'out');
    wait(500);
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0]).toHaveTextContent('Stays');
    wait(60_000);
    expect(boxes()).toHaveLength(1);
  });

  it('pauses while hovered, focused, or while the page is hidden', () => {
    render(<Toaster />);
    show({ message: 'Pause me', displayTime: 1000 });
    wait(600);
    fireEvent.mouseEnter(boxes()[0]!);
    wait(5000);
    expect(boxes()[0]).not.toHaveClass('out');
    fireEvent.mouseLeave(boxes()[0]!);
    wait(300);
    expect(boxes()[0]).not.toHaveClass('out');
    act(() => boxes()[0]!.focus());
    wait(5000);
    expect(boxes()[0]).not.toHaveClass('out');
    act(() => boxes()[0]!.blur());
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(5000);
    expect(boxes()[0]).not.toHaveClass('out');
    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // 600 + 300 ms have run: 100 ms are left.
    wait(99);
    expect(boxes()[0]).not.toHaveClass('out');
    wait(1);
    expect(boxes()[0]).toHaveClass('out');
  });

  it('pauses the progress bar with the timer, and counts down from the top or bottom', () => {
    render(<Toaster />);
    show({ message: 'Bottom', progress: 'bottom', type: 'success' });
    show({ message: 'Top', progress: 'top', displayTime: 5000 });
    const [top, bottom] = boxes();
    const topBar = top!.firstElementChild!;
    expect(topBar).toHaveClass('ui', 'attached', 'active', 'progress', 'top', 'inverted');
    expect(topBar.firstElementChild).toHaveClass('bar', 'down', 'progressing');
    expect(topBar.firstElementChild).toHaveStyle({ animationDuration: '5000ms' });
    const bottomBar = bottom!.lastElementChild!;
    expect(bottomBar).toHaveClass('progress', 'bottom', 'success');
    expect(bottomBar.firstElementChild).toHaveStyle({ animationPlayState: 'running' });
    fireEvent.mouseEnter(bottom!);
    expect(bottomBar.firstElementChild).toHaveStyle({ animationPlayState: 'paused' });
  });

  it('shows newest first and queues beyond the limit; dismissing shows the next', () => {
    render(<Toaster limit={2} />);
    const a = show({ message: 'A', displayTime: 0 });
    show({ message: 'B', displayTime: 0 });
    show({ message: 'C', displayTime: 0 });
    expect(boxes().map((b) => b.textContent)).toEqual(['B', 'A']);
    act(() => toast.dismiss(a));
    wait(500);
    expect(boxes().map((b) => b.textContent)).toEqual(['C', 'B']);
  });

  it('places toasts by their position or the Toaster’s', () => {
    render(<Toaster position="bottom left" />);
    show({ message: 'Default' });
    show({ message: 'Centre', position: 'centered' });
    show({ message: 'Top centre', position: 'top center' });
    const classes = Array.from(document.querySelectorAll('.ui.toast-container')).map((c) => c.className);
    expect(classes).toEqual([
      'ui top center toast-container',
      'ui bottom left toast-container',
      'ui centered toast-container',
    ]);
  });

  it('updates a toast by id and restarts its time', () => {
    render(<Toaster />);
    const id = show({ message: 'Uploading', displayTime: 0 });
    wait(4000);
    act(() => toast.update(id, { message: 'Uploaded', type: 'success', displayTime: 1000 }));
    expect(boxes()[0]).toHaveTextContent('Uploaded');
    expect(boxes()[0]!.querySelector('.ui.toast')).toHaveClass('success');
    wait(999);
    expect(boxes()[0]).not.toHaveClass('out');
    wait(1);
    expect(boxes()[0]).toHaveClass('out');
  });

  it('toast.promise: loading, then success or error in the same toast', async () => {
    render(<Toaster />);
    let resolve!: (value: string) => void;
    let id = '';
    act(() => {
      id = toast.promise(new Promise<string>((r) => (resolve = r)), {
        loading: { message: 'Saving…' },
        success: (name) => ({ message: `Saved ${name}` }),
        error: { message: 'Failed' },
      });
    });
    expect(boxes()[0]!.querySelector('i.notched.circle.loading.icon')).not.toBeNull();
    wait(10_000);
    expect(boxes()).toHaveLength(1);
    await act(async () => resolve('report.pdf'));
    expect(boxes()[0]).toHaveTextContent('Saved report.pdf');
    expect(boxes()[0]!.querySelector('.ui.toast')).toHaveClass('success');
    expect(boxes()[0]!.querySelector('i.checkmark.centered.icon')).not.toBeNull();
    wait(3000);
    expect(boxes()[0]).toHaveClass('out');

    const failing = Promise.reject(new Error('x'));
    act(() => {
      id = toast.promise(failing, {
        loading: { message: 'Trying' },
        success: {},
        error: { message: 'Failed' },
      });
    });
    await act(async () => failing.catch(() => {}));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(
      boxes()
        .find((b) => b.textContent?.includes('Failed'))!
        .querySelector('.ui.toast'),
    ).toHaveClass('error');
    expect(id).toMatch(/^toast-/);
  });

  it('actions: buttons reachable by Tab that run and close (unless onClick returns false)', () => {
    const undo = vi.fn();
    const keep = vi.fn(() => false as const);
    render(<Toaster />);
    show({
      message: 'Deleted',
      actions: [
        { text: 'Undo', className: 'green', onClick: undo },
        { text: 'Keep open', onClick: keep },
      ],
      actionsClassName: 'vertical',
    });
    const body = boxes()[0]!.querySelector('.ui.toast')!;
    expect(body).toHaveClass('vertical', 'actions');
    const actions = body.querySelector(':scope > .actions.vertical')!;
    expect(actions.querySelectorAll('button.ui.button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Keep open' }));
    expect(keep).toHaveBeenCalledOnce();
    expect(boxes()[0]).not.toHaveClass('out');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledWith(expect.stringMatching(/^toast-/));
    expect(boxes()[0]).toHaveClass('out');
  });

  it('attached actions sit in the box beside the toast, as Fomantic places them', () => {
    render(<Toaster />);
    show({ message: 'Bottom', actions: [{ text: 'OK' }], actionsClassName: 'attached' });
    show({ message: 'Top', actions: [{ text: 'OK' }], actionsClassName: 'top attached' });
    show({ message: 'Side', actions: [{ text: 'OK' }], actionsClassName: 'vertical attached' });
    const [side, top, bottom] = boxes();
    expect(bottom!.children[0]).toHaveClass('ui', 'toast', 'attached', 'top');
    expect(bottom!.children[1]).toHaveClass('actions', 'attached', 'ui', 'buttons');
    expect(top!.children[0]).toHaveClass('actions', 'top', 'attached');
    expect(top!.children[1]).toHaveClass('ui', 'toast', 'attached', 'bottom');
    const wrapper = side!.children[0]!;
    expect(wrapper).toHaveClass('vertical', 'attached', 'compact');
    expect(wrapper.children[0]).toHaveClass('ui', 'toast', 'vertical');
    expect(wrapper.children[1]).toHaveClass('actions', 'vertical', 'attached');
  });

  it('draws an image, colour classes, and leaves out compact and the close button on request', () => {
    render(<Toaster />);
    show({
      message: 'Hi',
      image: '/a.png',
      imageAlt: 'Ann',
      className: 'red',
      compact: false,
      closable: false,
    });
    const body = boxes()[0]!.querySelector('.ui.toast')!;
    expect(body).toHaveClass('red');
    expect(body).not.toHaveClass('compact');
    expect(boxes()[0]).not.toHaveClass('compact');
    expect(within(body as HTMLElement).getByRole('img', { name: 'Ann' })).toHaveClass('ui', 'mini', 'image');
    expect(within(body as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('calls onDismiss once when the toast closes', () => {
    const onDismiss = vi.fn();
    render(<Toaster />);
    const id = show({ message: 'Bye', onDismiss });
    wait(3000);
    wait(500);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(id);
  });

  it('a toast hiding when the Toaster unmounts is not shown (nor reported) again by the next one', () => {
    const onDismiss = vi.fn();
    const { unmount } = render(<Toaster />);
    show({ message: 'Going', onDismiss });
    act(() => toast.dismiss());
    expect(boxes()[0]).toHaveClass('out');
    unmount();
    render(<Toaster />);
    expect(boxes()).toHaveLength(0);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes its texts from the language in use, and localeOverrides over them', () => {
    const { unmount } = render(
      <LocalizationProvider language="fr" locales={{ fr }}>
        <Toaster />
      </LocalizationProvider>,
    );
    show({ message: 'Bonjour' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    unmount();
    render(<Toaster hotkey="" localeOverrides={{ region: 'Alerts', close: 'Dismiss' }} />);
    expect(screen.getByRole('region', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('carries the same English texts as en-GB', () => {
    expect(TOAST_TEXTS).toEqual(enGB.toast);
  });

  it('useToast gives the same functions', () => {
    let api: ReturnType<typeof useToast> | undefined;
    function Probe() {
      api = useToast();
      return null;
    }
    render(<Probe />);
    expect(api).toBe(toast);
    expect(api!.update).toBe(toast.update);
  });
});

describe('Toast and Toaster: bad input', () => {
  it.each([-1, Number.NaN, Infinity])('toast() refuses displayTime %s', (value) => {
    expect(() => toast({ displayTime: value })).toThrow(
      `Toast: displayTime must be a number of milliseconds, 0 or more (got ${value}).`,
    );
    expect(() => toast.update('x', { displayTime: value })).toThrow('Toast: displayTime');
  });

  it('toast() refuses an unknown position', () => {
    expect(() => toast({ position: 'middle' as never })).toThrow(
      'Toast: unknown position "middle". Use one of: top right, top left, top center, bottom right, bottom left, bottom center, centered.',
    );
  });

  it.each(['danger', '', 'Error', null])('toast() and toast.update() refuse the type %j', (type) => {
    const id = toast({ message: 'Kept' });
    expect(() => toast({ type: type as never })).toThrow(
      `Toast: unknown type "${type}". Use one of: neutral, info, success, warning, error.`,
    );
    expect(() => toast.update(id, { type: type as never })).toThrow(`Toast: unknown type "${type}".`);
  });

  it('each type draws its own icon with icon: true (none for neutral)', () => {
    render(<Toaster />);
    for (const type of ['neutral', 'info', 'success', 'warning', 'error'] as const)
      act(() => void toast({ type, icon: true, message: type }));
    const icons = boxes().map((box) => box.querySelector('.centered.icon')?.className ?? 'none');
    // Newest first.
    expect(icons).toEqual([
      'times centered icon',
      'warning centered icon',
      'checkmark centered icon',
      'info centered icon',
      'none',
    ]);
  });

  it.each([0, -2, 2.5, Number.NaN, Infinity])('the Toaster refuses limit %s', (limit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toaster limit={limit} />)).toThrow(
      `Toaster: limit must be a whole number, 1 or more (got ${limit}).`,
    );
  });

  it('the Toaster refuses an unknown position', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toaster position={'left' as never} />)).toThrow(
      'Toaster: unknown position "left". Use one of: top right, top left, top center, bottom right, bottom left, bottom center, centered.',
    );
  });

  it('ignores update and dismiss of an unknown id (documented no-op)', () => {
    render(<Toaster />);
    show({ message: 'Only one' });
    const before = toastStore.get();
    act(() => toast.update('nope', { message: 'x' }));
    act(() => toast.dismiss('nope'));
    expect(toastStore.get().shown).toEqual(before.shown);
    expect(boxes()).toHaveLength(1);
  });
});

testKeyboard('Toaster', toastKeyboard, {
  'Anywhere on the page: F8': () => {
    render(
      <>
        <button type="button">Page button</button>
        <Toaster />
      </>,
    );
    const page = screen.getByRole('button', { name: 'Page button' });
    page.focus();
    // No toast: F8 leaves focus alone.
    fireEvent.keyDown(document, { key: 'F8' });
    expect(page).toHaveFocus();
    show({ message: 'Old', displayTime: 0 });
    show({ message: 'New', displayTime: 0 });
    fireEvent.keyDown(document, { key: 'F8' });
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveTextContent('New');
    expect(region()).toContainElement(boxes()[0]!);
  },
  'In a toast: Tab, Shift+Tab': () => {
    render(<Toaster />);
    show({ message: 'With actions', actions: [{ text: 'Retry' }, { text: 'Details' }] });
    const box = boxes()[0]!;
    // Every stop Tab makes: the toast itself, its close button and its action buttons.
    const stops = Array.from(box.querySelectorAll<HTMLElement>('button, [tabindex="0"]'));
    expect([box, ...stops].map((el) => el.tabIndex >= 0)).not.toContain(false);
    expect(box.tabIndex).toBe(0);
    expect(stops.map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual([
      'Close',
      'Retry',
      'Details',
    ]);
  },
  'On a close or action button: Enter, Space': () => {
    render(
      <>
        <button type="button">Before</button>
        <Toaster />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    show({ message: 'First', displayTime: 0 });
    show({ message: 'Second', displayTime: 0 });
    fireEvent.keyDown(document, { key: 'F8' });
    const close = within(boxes()[0]!).getByRole('button', { name: 'Close' });
    close.focus();
    // A native button: Enter and Space click it.
    fireEvent.click(close);
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveTextContent('First');
    within(boxes()[1]!).getByRole('button', { name: 'Close' }).focus();
    fireEvent.click(within(boxes()[1]!).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  },
  'In a toast: Escape': () => {
    render(
      <>
        <button type="button">Before</button>
        <Toaster />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    show({ message: 'One', displayTime: 0 });
    show({ message: 'Two', displayTime: 0 });
    fireEvent.keyDown(document, { key: 'F8' });
    fireEvent.keyDown(boxes()[0]!, { key: 'Escape' });
    expect(boxes()[0]).toHaveClass('out');
    expect(boxes()[1]).toHaveFocus();
    fireEvent.keyDown(boxes()[1]!, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    wait(500);
    expect(boxes()).toHaveLength(0);
  },
});

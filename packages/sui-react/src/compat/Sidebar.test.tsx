import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../test-utils/server.js';
import { Menu, Segment, Sidebar, type SidebarProps } from './index.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A pushable with a sidebar the page opens and `onHide` closes, as Semantic UI React's examples do. */
function Page(props: Partial<SidebarProps> & { dimmed?: boolean }) {
  const { dimmed, ...rest } = props;
  const [visible, setVisible] = useState(false);
  return (
    <Sidebar.Pushable as={Segment}>
      <Sidebar
        as={Menu}
        animation="overlay"
        icon="labeled"
        inverted
        vertical
        width="thin"
        {...rest}
        visible={visible}
        onHide={(event, data) => {
          rest.onHide?.(event, data);
          setVisible(false);
        }}
      >
        <Menu.Item as="a" href="#home">
          Home
        </Menu.Item>
      </Sidebar>
      <Sidebar.Pusher dimmed={dimmed && visible}>
        <button onClick={() => setVisible(true)}>Open</button>
        <p>Page</p>
      </Sidebar.Pusher>
    </Sidebar.Pushable>
  );
}

describe('compat Sidebar', () => {
  it("draws Semantic UI React's classes: the pushable segment, the menu sidebar and its width", () => {
    const { container } = render(<Page />);
    expect(container.firstElementChild).toHaveClass('ui', 'segment', 'pushable');
    const sidebar = container.querySelector('.sidebar')!;
    expect(sidebar).toHaveClass(
      'ui',
      'labeled',
      'icon',
      'inverted',
      'vertical',
      'menu',
      'overlay',
      'left',
      'thin',
    );
    expect(sidebar).not.toHaveClass('visible');
    expect((sidebar as HTMLElement).style.width).toBe('150px');
    expect(container.querySelector('.pusher')).not.toBeNull();
  });

  it('calls onVisible, then onShow after the animation; a click beside it calls onHide(event, data) once', () => {
    const onVisible = vi.fn();
    const onShow = vi.fn();
    const onHide = vi.fn();
    const onHidden = vi.fn();
    const { container } = render(
      <Page onVisible={onVisible} onShow={onShow} onHide={onHide} onHidden={onHidden} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container.querySelector('.sidebar')).toHaveClass('visible', 'animating');
    expect(onVisible).toHaveBeenCalledWith(null, expect.objectContaining({ animation: 'overlay' }));
    wait(500);
    expect(onShow).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Page'));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onHide.mock.calls[0]![0].type).toBe('click');
    expect(onHide.mock.calls[0]![1]).toMatchObject({ visible: false });
    expect(container.querySelector('.sidebar')).not.toHaveClass('visible');
    wait(500);
    expect(onHidden).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('hides on Escape, with focus back on the opener', () => {
    const onHide = vi.fn();
    render(<Page onHide={onHide} />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    wait(10);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onHide.mock.calls[0]![0].type).toBe('keydown');
    wait(10);
    expect(open).toHaveFocus();
  });

  it('takes a `target` without passing it to the DOM, and hides on a click beside it', () => {
    const onHide = vi.fn();
    const { container } = render(<Page target={{ current: null }} onHide={onHide} />);
    expect(container.querySelector('.sidebar')).not.toHaveAttribute('target');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByText('Page'));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('dims the pusher with `dimmed` (inert while the sidebar shows)', () => {
    const { container } = render(<Page dimmed />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const pusher = container.querySelector<HTMLElement>('.pusher')!;
    expect(pusher).toHaveClass('dimmed');
    expect(pusher.inert).toBe(true);
  });

  it('refuses an `as` other than Menu, an unknown width and a tag name for the pushable', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pushable = (sidebar: SidebarProps) => (
      <Sidebar.Pushable>
        <Sidebar {...sidebar} />
        <Sidebar.Pusher />
      </Sidebar.Pushable>
    );
    expect(() => render(pushable({ as: Segment as never }))).toThrow('Sidebar: as must be Menu');
    expect(() => render(pushable({ width: 'huge' as never }))).toThrow(
      'Sidebar: width must be very thin, thin, wide, very wide',
    );
    expect(() => render(<Sidebar.Pushable as="section" />)).toThrow('Sidebar.Pushable: as must be');
  });

  it("draws Menu items shorthand, as Semantic UI React's `items` passed on to the Menu", () => {
    render(
      <Sidebar.Pushable>
        <Sidebar as={Menu} visible items={[{ key: 'home', content: 'Home' }, 'About']} />
        <Sidebar.Pusher />
      </Sidebar.Pushable>,
    );
    expect(screen.getByText('Home')).toHaveClass('item');
    expect(screen.getByText('About').parentElement).toHaveClass('ui', 'sidebar', 'menu', 'visible');
  });

  it('draws a sidebar with no Sidebar.Pushable around it alone, as Semantic UI React does: Escape still hides it', () => {
    const onHide = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Sidebar
        as={Menu}
        animation="push"
        inverted
        vertical
        visible
        onHide={onHide}
        items={['Home', 'About']}
      />,
    );
    const sidebar = container.firstElementChild!;
    expect(sidebar).toHaveClass('ui', 'inverted', 'vertical', 'menu', 'push', 'left', 'visible', 'sidebar');
    expect(container.children).toHaveLength(1);
    expect(screen.getByText('About')).toHaveClass('item');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(onHide.mock.calls[0]![1]).toMatchObject({ visible: false });
    // (React 18 may still log the errors the test above provoked: only this render's count.)
    expect(error.mock.calls.flat().join('\n')).not.toMatch(
      /must be placed inside|Maximum update depth|Warning:/,
    );
  });

  it('hydrates a visible sidebar without a warning', async () => {
    const element = (
      <Sidebar.Pushable as={Segment}>
        <Sidebar as={Menu} visible inverted vertical>
          <Menu.Item>Home</Menu.Item>
        </Sidebar>
        <Sidebar.Pusher dimmed>Page</Sidebar.Pusher>
      </Sidebar.Pushable>
    );
    const { html, problems, unmount } = await hydrateServerHtml(element);
    expect(html).toContain('class="pusher dimmed"');
    expect(problems).toEqual([]);
    unmount();
  });
});

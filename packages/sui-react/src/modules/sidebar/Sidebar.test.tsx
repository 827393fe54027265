import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { hydrateServerHtml, serverError } from '../../test-utils/server.js';
import { Sidebar, SidebarContainer, SidebarSibling, type SidebarHandle } from './Sidebar.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { sidebarKeyboard } from './keyboard.js';

function Demo(props: { dimmed?: boolean; onVisibleChange?: (v: boolean) => void }) {
  const ref = createRef<SidebarHandle>();
  return (
    <>
      <button onClick={() => ref.current?.toggle()}>Toggle from outside</button>
      <SidebarContainer data-testid="container">
        <Sidebar
          ref={ref}
          className="inverted vertical"
          aria-label="Demo menu"
          onVisibleChange={props.onVisibleChange}
        >
          <a className="item" href="#one">
            One
          </a>
          <a className="item" href="#two">
            Two
          </a>
        </Sidebar>
        <SidebarSibling dimmedWhenVisible={props.dimmed} data-testid="sibling">
          <button onClick={() => ref.current?.open()}>Open Sidebar</button>
        </SidebarSibling>
      </SidebarContainer>
    </>
  );
}

testKeyboard('Sidebar', sidebarKeyboard, {
  'In an open sidebar: Escape': async () => {
    const user = userEvent.setup();
    render(<Demo dimmed />);
    const opener = screen.getByText('Open Sidebar');
    await user.click(opener);
    await waitFor(() => expect(screen.getByText('One')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Demo menu')).not.toHaveClass('visible');
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

describe('Sidebar', () => {
  it('takes the Menu variations as props, none reaching the DOM', () => {
    render(
      <SidebarContainer>
        <Sidebar
          aria-label="Props"
          inverted
          vertical
          icon="labeled"
          color="teal"
          className="x"
          direction="right"
        >
          Menu
        </Sidebar>
        <SidebarSibling>Page</SidebarSibling>
      </SidebarContainer>,
    );
    const sidebar = screen.getByLabelText('Props');
    expect(sidebar.className).toBe('ui sidebar menu uncover right inverted vertical labeled icon teal x');
    for (const name of ['inverted', 'vertical', 'icon', 'color']) expect(sidebar).not.toHaveAttribute(name);
  });

  it('renders the Semantic markup with the defaults (left, uncover, hidden, 260 wide)', () => {
    render(<Demo />);
    const sidebar = screen.getByLabelText('Demo menu');
    expect(sidebar).toHaveClass('ui sidebar menu uncover left inverted vertical');
    expect(sidebar).not.toHaveClass('visible');
    expect(sidebar.style.width).toBe('260px');
    expect(screen.getByTestId('container')).toHaveClass('pushable');
    expect(screen.getByTestId('sibling')).toHaveClass('pusher');
    expect(screen.getByTestId('sibling')).not.toHaveClass('visible');
  });

  it('opens, closes and toggles through its ref and reports each change', async () => {
    const onVisibleChange = vi.fn();
    const user = userEvent.setup();
    render(<Demo onVisibleChange={onVisibleChange} />);
    await user.click(screen.getByText('Toggle from outside'));
    const sidebar = screen.getByLabelText('Demo menu');
    expect(sidebar).toHaveClass('visible');
    expect(screen.getByTestId('sibling')).toHaveClass('pusher visible');
    expect(screen.getByTestId('sibling').style.transform).toBe('translate3d(260px, 0px, 0)');
    await user.click(screen.getByText('Toggle from outside'));
    expect(sidebar).not.toHaveClass('visible');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the animating class for 500 ms after a change', () => {
    vi.useFakeTimers();
    try {
      const ref = createRef<SidebarHandle>();
      render(
        <SidebarContainer>
          <Sidebar ref={ref} aria-label="menu" />
          <SidebarSibling />
        </SidebarContainer>,
      );
      act(() => ref.current!.open());
      const sidebar = screen.getByLabelText('menu');
      expect(sidebar).toHaveClass('visible animating');
      act(() => vi.advanceTimersByTime(499));
      expect(sidebar).toHaveClass('animating');
      act(() => vi.advanceTimersByTime(1));
      expect(sidebar).not.toHaveClass('animating');
    } finally {
      vi.useRealTimers();
    }
  });

  it('dims the sibling, makes it inert, and closes on a click outside the sidebar', async () => {
    const user = userEvent.setup();
    render(<Demo dimmed />);
    await user.click(screen.getByText('Open Sidebar'));
    const sibling = screen.getByTestId('sibling');
    expect(screen.getByLabelText('Demo menu')).toHaveClass('visible');
    expect(sibling).toHaveClass('dimmed');
    expect(sibling.inert).toBe(true);
    // Inert content is skipped by hit-testing, so the click lands on the container.
    fireEvent.click(screen.getByTestId('container'));
    expect(screen.getByLabelText('Demo menu')).not.toHaveClass('visible');
    expect(sibling).not.toHaveClass('dimmed');
    expect(sibling.inert).toBe(false);
  });

  it('ignores clicks inside the sidebar', async () => {
    const user = userEvent.setup();
    render(<Demo dimmed />);
    await user.click(screen.getByText('Open Sidebar'));
    fireEvent.click(screen.getByLabelText('Demo menu'));
    expect(screen.getByLabelText('Demo menu')).toHaveClass('visible');
  });

  it('follows a controlled visible prop', async () => {
    function Controlled() {
      const [visible, setVisible] = useState(false);
      return (
        <>
          <p>Sidebar visibility: {String(visible)}</p>
          <button onClick={() => setVisible(!visible)}>flip</button>
          <SidebarContainer>
            <Sidebar direction="bottom" visible={visible} onVisibleChange={setVisible} aria-label="bottom">
              <span className="item">Item</span>
            </Sidebar>
            <SidebarSibling>content</SidebarSibling>
          </SidebarContainer>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('flip'));
    expect(screen.getByLabelText('bottom')).toHaveClass('ui sidebar menu bottom visible');
    expect(screen.getByText('Sidebar visibility: true')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Sidebar visibility: false')).toBeInTheDocument();
  });

  it('throws the documented error when the container has no sidebar', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <SidebarContainer>
          <SidebarSibling>content</SidebarSibling>
        </SidebarContainer>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must include a <Sidebar> element within the container.',
    );
    vi.restoreAllMocks();
  });

  it('throws the documented error when the container has no sibling', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <SidebarContainer>
          <Sidebar />
        </SidebarContainer>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must include a <SidebarSibling> element within the container.',
    );
    vi.restoreAllMocks();
  });

  it('refuses a sidebar outside a container and bad props with clear messages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: Array<[React.ReactNode, string]> = [
      [<Sidebar key="a" />, 'A <Sidebar> must be placed inside a <SidebarContainer>.'],
      [
        <SidebarContainer key="b">
          <Sidebar direction={'middle' as 'left'} />
          <SidebarSibling />
        </SidebarContainer>,
        'Sidebar: unknown direction "middle"',
      ],
      [
        <SidebarContainer key="c">
          <Sidebar width={-5} />
          <SidebarSibling />
        </SidebarContainer>,
        'Sidebar: width must be a number of pixels, 0 or more (got -5).',
      ],
    ];
    for (const [element, message] of cases) {
      const { unmount } = render(<TestErrorBoundary>{element}</TestErrorBoundary>);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
    vi.restoreAllMocks();
  });

  describe('on the server', () => {
    const browserError = (ui: ReactElement) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container, unmount } = render(<TestErrorBoundary>{ui}</TestErrorBoundary>);
      spy.mockRestore();
      const message = container.querySelector('[role=alert]')?.textContent ?? null;
      unmount();
      return message;
    };

    const invalid: Array<[string, ReactElement, string]> = [
      [
        'no sidebar',
        <SidebarContainer key="a">
          <SidebarSibling>content</SidebarSibling>
        </SidebarContainer>,
        'You must include a <Sidebar> element within the container.',
      ],
      [
        'no sibling',
        <SidebarContainer key="b">
          <div>
            <Sidebar>menu</Sidebar>
          </div>
        </SidebarContainer>,
        'You must include a <SidebarSibling> element within the container.',
      ],
      [
        'nothing at all',
        <SidebarContainer key="c" />,
        'You must include a <Sidebar> element within the container.',
      ],
      [
        'an inner container without a sibling, in a valid outer one',
        <SidebarContainer key="d">
          <Sidebar>menu</Sidebar>
          <SidebarSibling>
            <SidebarContainer>
              <Sidebar>inner menu</Sidebar>
            </SidebarContainer>
          </SidebarSibling>
        </SidebarContainer>,
        'You must include a <SidebarSibling> element within the container.',
      ],
    ];

    it.each(invalid)('throws the browser error for %s', (_, tree, message) => {
      expect(serverError(tree)).toBe(message);
      expect(browserError(tree)).toBe(message);
    });

    const valid: Array<[string, ReactElement]> = [
      ['the demo', <Demo key="a" dimmed />],
      [
        'a visible sidebar with its parts wrapped in markup',
        <SidebarContainer key="b">
          <div>
            <Sidebar defaultVisible direction="top" aria-label="Top menu">
              <a className="item" href="#one">
                One
              </a>
            </Sidebar>
          </div>
          <SidebarSibling dimmedWhenVisible>content</SidebarSibling>
        </SidebarContainer>,
      ],
    ];

    it.each(valid)('renders %s and hydrates it with no warning', async (_, tree) => {
      const { container, html, problems, unmount } = await hydrateServerHtml(tree);
      expect(html).toContain('ui sidebar menu');
      expect(problems).toEqual([]);
      // Hydrated and working: the sidebar told the sibling its state in a layout effect.
      const sidebarShown = container.querySelector('.ui.sidebar')!.classList.contains('visible');
      expect(container.querySelector('.pusher')!.classList.contains('visible')).toBe(sidebarShown);
      expect(container.querySelector('.pusher')!.classList.contains('dimmed')).toBe(sidebarShown);
      unmount();
    });
  });
});

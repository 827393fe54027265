import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { hydrateServerHtml, serverError } from '../../test-utils/server.js';
import { TabContent, TabHeader, Tabset } from './Tabs.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { tabsKeyboard } from './keyboard.js';

function Basic(props: { disabledSecond?: boolean; onActivate?: () => void; onDeactivate?: () => void }) {
  return (
    <Tabset>
      <div className="ui top attached tabular menu" data-testid="menu">
        <TabHeader id="1">First</TabHeader>
        <TabHeader
          id="2"
          disabled={props.disabledSecond}
          onActivate={props.onActivate}
          onDeactivate={props.onDeactivate}
        >
          Second
        </TabHeader>
        <TabHeader id="3">Third</TabHeader>
      </div>
      <div className="ui bottom attached segment">
        <TabContent id="1">First tab!</TabContent>
      </div>
      <TabContent id="2" className="ui bottom attached segment">
        Second tab!
      </TabContent>
      <TabContent id="3">Third tab!</TabContent>
    </Tabset>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (text: string) => screen.getByText(text, { selector: '[role=tabpanel]' });

testKeyboard('Tabs', tabsKeyboard, {
  'On a tab: ArrowRight, ArrowDown': () => {
    render(<Basic disabledSecond />);
    tab('First').focus();
    fireEvent.keyDown(tab('First'), { key: 'ArrowRight' });
    expect(tab('Third')).toHaveFocus();
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    expect(panel('Third tab!')).toBeVisible();
    fireEvent.keyDown(tab('Third'), { key: 'ArrowDown' });
    expect(tab('First')).toHaveFocus();
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    // Other keys are left alone.
    expect(fireEvent.keyDown(tab('First'), { key: 'a' })).toBe(true);
  },
  'On a tab: ArrowLeft, ArrowUp': () => {
    render(<Basic disabledSecond />);
    tab('First').focus();
    fireEvent.keyDown(tab('First'), { key: 'ArrowLeft' });
    expect(tab('Third')).toHaveFocus();
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Third'), { key: 'ArrowUp' });
    expect(tab('First')).toHaveFocus();
  },
  'On a tab: Home, End': () => {
    render(<Basic />);
    tab('First').focus();
    fireEvent.keyDown(tab('First'), { key: 'End' });
    expect(tab('Third')).toHaveFocus();
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Third'), { key: 'Home' });
    expect(tab('First')).toHaveFocus();
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  },
  Tab: async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.click(tab('Second'));
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(tab('Second')).toHaveFocus();
    await user.tab();
    expect(panel('Second tab!')).toHaveFocus();
  },
});

describe('Tabs', () => {
  it('a change of tab renders only the header and content of the two tabs that changed', async () => {
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const ids = Array.from({ length: 20 }, (_, i) => String(i));
    render(
      <Tabset>
        <div className="ui tabular menu">
          {ids.map((id) => (
            <Profiler key={id} id={`h${id}`} onRender={count}>
              <TabHeader id={id}>Tab {id}</TabHeader>
            </Profiler>
          ))}
        </div>
        {ids.map((id) => (
          <Profiler key={id} id={`c${id}`} onRender={count}>
            <TabContent id={id}>Content {id}</TabContent>
          </Profiler>
        ))}
      </Tabset>,
    );
    expect(tab('Tab 0')).toHaveAttribute('aria-selected', 'true');
    renders.clear();
    await userEvent.click(tab('Tab 7'));
    expect(tab('Tab 7')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tab 0')).toHaveAttribute('aria-selected', 'false');
    expect([...renders.keys()].sort()).toEqual(['c0', 'c7', 'h0', 'h7']);
  });

  it('renders the WAI-ARIA tabs pattern on Semantic markup, with the first tab active', () => {
    render(<Basic />);
    expect(screen.getByTestId('menu')).toHaveAttribute('role', 'tablist');
    expect(tab('First')).toHaveClass('item active');
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    expect(tab('First')).toHaveAttribute('tabindex', '0');
    expect(tab('Second')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Second')).toHaveAttribute('tabindex', '-1');
    const first = panel('First tab!');
    expect(first).toHaveClass('ui tab active');
    expect(first).toBeVisible();
    expect(first).toHaveAttribute('aria-labelledby', tab('First').id);
    expect(tab('First')).toHaveAttribute('aria-controls', first.id);
    expect(screen.getByText('Second tab!')).not.toBeVisible();
    expect(screen.getByText('Second tab!')).toHaveClass('tab ui bottom attached segment');
    expect(screen.getByText('Second tab!').className.match(/\bui\b/g)).toHaveLength(1);
  });

  it('activates a tab on click, deactivating the others, and fires the events', async () => {
    const onActivate = vi.fn();
    const onDeactivate = vi.fn();
    const user = userEvent.setup();
    render(<Basic onActivate={onActivate} onDeactivate={onDeactivate} />);
    await user.click(tab('Second'));
    expect(tab('Second')).toHaveClass('active');
    expect(tab('First')).not.toHaveClass('active');
    expect(panel('Second tab!')).toBeVisible();
    expect(screen.getByText('First tab!')).not.toBeVisible();
    expect(onActivate).toHaveBeenCalledTimes(1);
    await user.click(tab('Third'));
    expect(onDeactivate).toHaveBeenCalledTimes(1);
  });

  it('does not activate a disabled tab, and moves off the active tab when it is disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Basic disabledSecond />);
    expect(tab('Second')).toHaveClass('item disabled');
    expect(tab('Second')).toHaveAttribute('aria-disabled', 'true');
    await user.click(tab('Second'));
    expect(tab('First')).toHaveClass('active');
    rerender(<Basic />);
    await user.click(tab('Second'));
    rerender(<Basic disabledSecond />);
    expect(tab('First')).toHaveClass('active');
    expect(tab('Second')).not.toHaveClass('active');
  });

  it('follows active and reports changes with onActiveChange (two-way binding)', async () => {
    const seen: boolean[] = [];
    function Bound() {
      const [active, setActive] = useState(false);
      return (
        <>
          <button onClick={() => setActive(true)}>Activate third</button>
          <button onClick={() => setActive(false)}>Deactivate third</button>
          <Tabset>
            <div className="ui menu">
              <TabHeader id="a">A</TabHeader>
              <TabHeader id="b">B</TabHeader>
              <TabHeader
                id="c"
                active={active}
                onActiveChange={(v) => {
                  seen.push(v);
                  setActive(v);
                }}
              >
                C
              </TabHeader>
            </div>
            <TabContent id="a">a</TabContent>
            <TabContent id="b">b</TabContent>
            <TabContent id="c">c</TabContent>
          </Tabset>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Bound />);
    await user.click(screen.getByText('Activate third'));
    expect(tab('C')).toHaveClass('active');
    expect(seen).toEqual([true]);
    // Deactivating the active tab activates its left neighbour.
    await user.click(screen.getByText('Deactivate third'));
    expect(tab('B')).toHaveClass('active');
    expect(seen).toEqual([true, false]);
    await user.click(tab('C'));
    await user.click(tab('A'));
    expect(seen).toEqual([true, false, true, false]);
  });

  it('honours defaultActive', () => {
    render(
      <Tabset>
        <TabHeader id="a">A</TabHeader>
        <TabHeader id="b" defaultActive>
          B
        </TabHeader>
        <TabContent id="a">a</TabContent>
        <TabContent id="b">b</TabContent>
      </Tabset>,
    );
    expect(tab('B')).toHaveClass('active');
  });

  it('orders tabs by their headers; added tabs that ask to be active are; removing the active one moves on', async () => {
    function Dynamic() {
      const [tabs, setTabs] = useState(['1st', '2nd']);
      return (
        <>
          <button onClick={() => setTabs([...tabs, `new ${tabs.length}`])}>Add Tab</button>
          <button onClick={() => setTabs(tabs.slice(0, -1))}>Remove Tab</button>
          <Tabset>
            <div className="ui menu">
              <TabHeader id="static">Static</TabHeader>
              {tabs.map((t, i) => (
                <TabHeader key={t} id={t} defaultActive={i >= 2}>
                  {t}
                </TabHeader>
              ))}
            </div>
            {[...tabs].reverse().map((t) => (
              <TabContent key={t} id={t}>
                Content {t}
              </TabContent>
            ))}
            <TabContent id="static">Static content</TabContent>
          </Tabset>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Dynamic />);
    expect(tab('Static')).toHaveClass('active');
    tab('Static').focus();
    fireEvent.keyDown(tab('Static'), { key: 'ArrowRight' });
    expect(tab('1st')).toHaveFocus();
    await user.click(screen.getByText('Add Tab'));
    expect(tab('new 2')).toHaveClass('active');
    expect(panel('Content new 2')).toBeVisible();
    await user.click(screen.getByText('Remove Tab'));
    expect(tab('2nd')).toHaveClass('active');
    await user.click(screen.getByText('Remove Tab'));
    await user.click(screen.getByText('Remove Tab'));
    expect(tab('Static')).toHaveClass('active');
  });

  it('keeps nested tabsets independent', async () => {
    const user = userEvent.setup();
    render(
      <Tabset>
        <div className="ui secondary menu" data-testid="outer">
          <TabHeader id="1">Outer 1</TabHeader>
          <TabHeader id="2">Outer 2</TabHeader>
        </div>
        <TabContent id="1">
          <Tabset>
            <div className="ui pointing secondary menu" data-testid="inner">
              <TabHeader id="1">Nested 1</TabHeader>
              <TabHeader id="2">Nested 2</TabHeader>
            </div>
            <TabContent id="1">Nested one</TabContent>
            <TabContent id="2">Nested two</TabContent>
          </Tabset>
        </TabContent>
        <TabContent id="2">Outer two</TabContent>
      </Tabset>,
    );
    await user.click(tab('Nested 2'));
    expect(tab('Nested 2')).toHaveClass('active');
    expect(tab('Outer 1')).toHaveClass('active');
    expect(tab('Nested 2').id).not.toBe(tab('Outer 2').id);
    expect(screen.getByTestId('inner')).toHaveAttribute('role', 'tablist');
    tab('Nested 2').focus();
    fireEvent.keyDown(tab('Nested 2'), { key: 'ArrowRight' });
    expect(tab('Nested 1')).toHaveFocus();
    expect(tab('Outer 1')).toHaveClass('active');
  });

  it('works under StrictMode and keeps a role the author set', () => {
    render(
      <StrictMode>
        <Tabset>
          <div role="toolbar" data-testid="bar">
            <TabHeader id="x">X</TabHeader>
          </div>
          <TabContent id="x">x</TabContent>
        </Tabset>
      </StrictMode>,
    );
    expect(tab('X')).toHaveClass('active');
    expect(screen.getByTestId('bar')).toHaveAttribute('role', 'toolbar');
  });

  it('makes ids with spaces safe for aria references', () => {
    render(
      <Tabset>
        <TabHeader id="my tab">T</TabHeader>
        <TabContent id="my tab">t</TabContent>
      </Tabset>,
    );
    expect(tab('T').id).not.toMatch(/\s/);
    expect(screen.getByRole('tabpanel', { name: 'T' })).toBeInTheDocument();
  });

  describe('errors', () => {
    const renderError = (ui: React.ReactNode) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(<TestErrorBoundary>{ui}</TestErrorBoundary>);
      spy.mockRestore();
      return within(container).getByRole('alert');
    };

    it('refuses a header without content', () => {
      expect(
        renderError(
          <Tabset>
            <TabHeader id="a">A</TabHeader>
            <TabHeader id="b">B</TabHeader>
            <TabContent id="a">a</TabContent>
          </Tabset>,
        ),
      ).toHaveTextContent('A <TabHeader> must have a related <TabContent>.');
    });

    it('refuses an empty tabset', () => {
      expect(renderError(<Tabset>nothing</Tabset>)).toHaveTextContent('You cannot have no tabs!');
    });

    it('refuses duplicate ids', () => {
      expect(
        renderError(
          <Tabset>
            <TabHeader id="a">A</TabHeader>
            <TabHeader id="a">A again</TabHeader>
            <TabContent id="a">a</TabContent>
          </Tabset>,
        ),
      ).toHaveTextContent('Tabset: two <TabHeader>s have the id "a"; tab ids must be unique.');
    });

    it('refuses a missing id and parts outside a tabset', () => {
      expect(
        renderError(
          <Tabset>
            <TabHeader id="">A</TabHeader>
          </Tabset>,
        ),
      ).toHaveTextContent('TabHeader: id must be a non-empty string (got "").');
      expect(renderError(<TabContent id="x">x</TabContent>)).toHaveTextContent(
        'A <TabContent> must be placed inside a <Tabset>.',
      );
    });
  });

  describe('on the server', () => {
    /** The message a browser render of `ui` ends in (caught by an error boundary), or null. */
    const browserError = (ui: React.ReactNode) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container, unmount } = render(<TestErrorBoundary>{ui}</TestErrorBoundary>);
      spy.mockRestore();
      const message = within(container).queryByRole('alert')?.textContent ?? null;
      unmount();
      return message;
    };

    const invalid: Array<[string, React.ReactElement, string]> = [
      ['an empty tabset', <Tabset key="a" />, 'You cannot have no tabs!'],
      ['a tabset of plain markup', <Tabset key="b">nothing</Tabset>, 'You cannot have no tabs!'],
      [
        'a header without content',
        <Tabset key="c">
          <div className="ui menu">
            <TabHeader id="a">A</TabHeader>
            <TabHeader id="b">B</TabHeader>
          </div>
          <TabContent id="a">a</TabContent>
        </Tabset>,
        'A <TabHeader> must have a related <TabContent>.',
      ],
      [
        'content for another id only',
        <Tabset key="d">
          <TabHeader id="a">A</TabHeader>
          <TabContent id="z">z</TabContent>
        </Tabset>,
        'A <TabHeader> must have a related <TabContent>.',
      ],
      [
        'duplicate ids',
        <Tabset key="e">
          <div className="ui menu">
            <TabHeader id="a">A</TabHeader>
          </div>
          <div className="ui menu">
            <TabHeader id="a">A again</TabHeader>
          </div>
          <TabContent id="a">a</TabContent>
        </Tabset>,
        'Tabset: two <TabHeader>s have the id "a"; tab ids must be unique.',
      ],
      [
        'an inner tabset without tabs, in a valid outer one',
        <Tabset key="f">
          <TabHeader id="a">A</TabHeader>
          <TabContent id="a">
            <Tabset>inner</Tabset>
          </TabContent>
        </Tabset>,
        'You cannot have no tabs!',
      ],
      [
        "an outer tabset whose only header is the inner one's",
        <Tabset key="g">
          <TabContent id="a">
            <Tabset>
              <TabHeader id="a">A</TabHeader>
              <TabContent id="a">a</TabContent>
            </Tabset>
          </TabContent>
        </Tabset>,
        'You cannot have no tabs!',
      ],
    ];

    it.each(invalid)('throws the browser error for %s', (_, tree, message) => {
      expect(serverError(tree)).toBe(message);
      expect(browserError(tree)).toBe(message);
    });

    const valid: Array<[string, React.ReactElement]> = [
      ['the basic tabs', <Basic key="a" />],
      [
        'headers nested in markup',
        <Tabset key="b">
          <div className="ui menu">
            <TabHeader id="a">A</TabHeader>
          </div>
          <TabContent id="a">a</TabContent>
        </Tabset>,
      ],
      [
        'nested tabsets, content before its header',
        <Tabset key="c">
          <TabContent id="outer 2">Outer two</TabContent>
          <div className="ui secondary menu">
            <TabHeader id="outer 1">Outer one</TabHeader>
            <TabHeader id="outer 2" defaultActive>
              Outer two
            </TabHeader>
          </div>
          <TabContent id="outer 1">
            <Tabset>
              <div className="ui pointing secondary menu">
                <TabHeader id="outer 1">Inner one</TabHeader>
              </div>
              <TabContent id="outer 1">Inner one</TabContent>
            </Tabset>
          </TabContent>
        </Tabset>,
      ],
    ];

    it.each(valid)('renders %s and hydrates them with no warning', async (_, tree) => {
      const { container, html, problems, unmount } = await hydrateServerHtml(tree);
      expect(html).toContain('role="tab"');
      expect(problems).toEqual([]);
      // Hydrated and working: the layout effects ran, a tab is active and its panel shows.
      const selected = within(container).getAllByRole('tab', { selected: true });
      expect(selected.length).toBeGreaterThan(0);
      for (const header of selected) {
        const panel = document.getElementById(header.getAttribute('aria-controls')!);
        expect(panel).not.toHaveAttribute('hidden');
      }
      unmount();
    });
  });
});

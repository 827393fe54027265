import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../test-utils/server.js';
import { Tab, type TabPaneSpec } from './index.js';

const panes: TabPaneSpec[] = [
  { menuItem: 'One', render: () => <Tab.Pane>First</Tab.Pane> },
  { menuItem: { key: 'two', content: 'Two' }, render: () => <Tab.Pane loading>Second</Tab.Pane> },
  { menuItem: 'Three', render: () => 'Third, as text' },
];

const classesOf = (root: Element) =>
  [...root.querySelectorAll('[class]')].map((el) => el.getAttribute('class'));

describe('compat Tab', () => {
  it('draws an attached tabular menu over the active pane, as tabs and tab panels', () => {
    render(<Tab panes={panes} />);
    const tablist = screen.getByRole('tablist');
    expect(tablist).toHaveClass('ui', 'attached', 'tabular', 'menu');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveClass('active', 'item');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('First');
    expect(panel).toHaveClass('ui', 'bottom', 'attached', 'segment', 'active', 'tab');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    // The inactive tabs keep an empty, hidden panel for their aria-controls.
    for (const tab of tabs)
      expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
  });

  it('switches on click and arrow keys, calling onTabChange(event, data) (uncontrolled)', () => {
    const onTabChange = vi.fn();
    render(<Tab panes={panes} defaultActiveIndex={1} onTabChange={onTabChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second');
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(onTabChange).toHaveBeenCalledTimes(1);
    expect(onTabChange.mock.calls[0]![0].type).toBe('click');
    expect(onTabChange.mock.calls[0]![1]).toMatchObject({ activeIndex: 2, defaultActiveIndex: 1 });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third, as text');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'ArrowRight' });
    expect(onTabChange.mock.calls[1]![0].type).toBe('keydown');
    expect(onTabChange.mock.calls[1]![1]).toMatchObject({ activeIndex: 0 });
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First');
  });

  it('follows activeIndex when controlled', () => {
    function Controlled() {
      const [index, setIndex] = useState<string | number>('1');
      return <Tab panes={panes} activeIndex={index} onTabChange={(_, data) => setIndex(data.activeIndex)} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First');
  });

  it('draws every pane with renderActiveOnly={false}, the inactive ones hidden', () => {
    render(
      <Tab
        renderActiveOnly={false}
        panes={[
          { menuItem: 'A', pane: { key: 'a', content: 'Pane A' } },
          { menuItem: 'B', pane: { key: 'b', content: 'Pane B', attached: false } },
        ]}
      />,
    );
    const b = screen.getByText('Pane B');
    expect(b).not.toBeVisible();
    expect(b).toHaveClass('ui', 'segment', 'tab');
    expect(b).not.toHaveClass('active', 'attached');
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(b).toBeVisible();
    expect(b).toHaveClass('active');
    expect(screen.getByText('Pane A')).not.toBeVisible();
  });

  it('puts a vertical menu and the pane in a grid, the menu on the right with menuPosition', () => {
    const { container } = render(
      <Tab menu={{ fluid: true, vertical: true, tabular: true }} menuPosition="right" panes={panes} />,
    );
    const [grid, paneColumn, pane, menuColumn] = container.querySelectorAll('[class]');
    expect(grid).toHaveClass('ui', 'grid');
    expect(paneColumn).toHaveClass('stretched', 'twelve', 'wide', 'column');
    expect(pane).toHaveClass('ui', 'bottom', 'attached', 'segment', 'active', 'tab');
    expect(menuColumn).toHaveClass('four', 'wide', 'column');
    expect(screen.getByRole('tablist')).toHaveClass('fluid', 'vertical', 'right', 'tabular', 'menu');
  });

  it('puts the menu under the pane with attached: bottom', () => {
    const { container } = render(<Tab menu={{ attached: 'bottom' }} panes={panes} />);
    expect(classesOf(container)[0]).toContain('segment');
    expect(classesOf(container)[1]).toBe('ui bottom attached menu');
  });

  it('a Tab.Pane on its own is a tab segment', () => {
    const { container } = render(<Tab.Pane attached={false}>Alone</Tab.Pane>);
    expect(container.firstElementChild).toHaveClass('ui', 'segment', 'active', 'tab');
  });

  it('renders the active tab on a server and hydrates without a warning', async () => {
    const element = <Tab panes={panes} defaultActiveIndex={1} />;
    const html = renderOnServer(element);
    expect(html).toMatch(/class="[^"]*\bactive\b[^"]*"[^>]*>Two</);
    expect(html).toContain('Second');
    const { problems, unmount } = await hydrateServerHtml(element);
    expect(problems).toEqual([]);
    unmount();
  });

  it('refuses panes that are not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tab panes={{} as never} />)).toThrow('Tab: panes must be an array');
  });
});

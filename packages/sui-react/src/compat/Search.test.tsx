import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Search, type SearchCategoryData, type SearchResultData } from './index.js';

const SOURCE: SearchResultData[] = [
  { title: 'Acme', description: 'Anvils', price: '$10', image: '/acme.png' },
  { title: 'Apex', description: 'Summits' },
  { title: 'Bolt', description: 'Fasteners' },
];
const CATEGORIES: Record<string, SearchCategoryData> = {
  tools: { name: 'tools', results: [SOURCE[0]!, SOURCE[2]!] },
  peaks: { name: 'peaks', results: [SOURCE[1]!] },
};
const match = (value: string) => (r: SearchResultData) =>
  r.title!.toLowerCase().includes(value.toLowerCase());

/** The app of Semantic UI React's examples: it filters on `onSearchChange` and holds `value`. */
function App({ category = false, ...props }: { category?: boolean } & Record<string, unknown>) {
  const [value, setValue] = useState('');
  const [results, setResults] = useState<SearchResultData[] | Record<string, SearchCategoryData>>([]);
  return (
    <>
      <Search
        category={category}
        value={value}
        results={results}
        onSearchChange={(_event, data) => {
          setValue(data.value);
          if (!category) return setResults(SOURCE.filter(match(data.value)));
          const found: Record<string, SearchCategoryData> = {};
          for (const [key, group] of Object.entries(CATEGORIES)) {
            const kept = group.results.filter(match(data.value));
            if (kept.length) found[key] = { name: group.name, results: kept };
          }
          setResults(found);
        }}
        onResultSelect={(_event, data) => setValue(data.result.title!)}
        {...props}
      />
      <button onClick={() => setValue('')}>Clear</button>
    </>
  );
}

const input = () => screen.getByRole('combobox');
const titles = () => screen.queryAllByRole('option').map((o) => o.querySelector('.title')?.textContent);

describe('compat Search', () => {
  it('calls onSearchChange(event, data) with the typed value and shows the results the app passes back', async () => {
    const onSearchChange = vi.fn();
    const user = userEvent.setup();
    render(<Search results={SOURCE} onSearchChange={onSearchChange} aria-label="Companies" />);
    await user.type(input(), 'a');
    const [event, data] = onSearchChange.mock.calls[0]!;
    expect(event.type).toBe('change');
    expect(data).toMatchObject({ value: 'a', results: SOURCE });
    // The app filters: every result it passes shows, in Semantic UI React's result markup.
    expect(titles()).toEqual(['Acme', 'Apex', 'Bolt']);
    const first = screen.getAllByRole('option')[0]!;
    expect(first.querySelector('.image img')).toHaveAttribute('src', '/acme.png');
    expect(first.querySelector('.content > .price')).toHaveTextContent('$10');
    expect(first.querySelector('.content > .description')).toHaveTextContent('Anvils');
  });

  it('follows a controlled value, and calls onResultSelect(event, data) with the result', async () => {
    const onResultSelect = vi.fn();
    const user = userEvent.setup();
    render(<App onResultSelect={onResultSelect} aria-label="Companies" />);
    await user.type(input(), 'ap');
    expect(titles()).toEqual(['Apex']);
    await user.click(screen.getByRole('option'));
    const [event, data] = onResultSelect.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data.result).toBe(SOURCE[1]);
    // The app's own value empties the input from outside.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
  });

  it('calls onSelectionChange(event, data) with each result the arrow keys highlight', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<App onSelectionChange={onSelectionChange} aria-label="Companies" />);
    await user.type(input(), 'a');
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onSelectionChange.mock.calls.map(([, data]) => data.result)).toEqual([SOURCE[0], SOURCE[1]]);
    const [event, data] = onSelectionChange.mock.calls[1]!;
    expect(event).toMatchObject({ type: 'keydown', key: 'ArrowDown' });
    expect(data).toMatchObject({ 'aria-label': 'Companies' });
    // Closing the results moves no highlight to a result: nothing is called.
    await user.keyboard('{Escape}');
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
  });

  it('with category, shows each category as a named group of its results (an object or a list of them)', async () => {
    const user = userEvent.setup();
    const { container } = render(<App category aria-label="Companies" />);
    expect(container.querySelector('.ui.search')).toHaveClass('category');
    await user.type(input(), 'a');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('.name')!.textContent)).toEqual([
      'tools',
      'peaks',
    ]);
    expect(titles()).toEqual(['Acme', 'Apex']);
    expect(screen.getByRole('group', { name: 'peaks' })).toContainElement(
      screen.getByRole('option', { name: /Apex/ }),
    );
    // Enter on the second result chooses it across the groups, with the result itself.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('group', { name: 'peaks' })).toHaveClass('category active');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Apex');

    const list = [
      { name: 'one', results: [SOURCE[0]!] },
      { name: 'two', results: [SOURCE[2]!] },
    ];
    render(<Search category results={list} aria-label="Listed" categoryRenderer={(c) => <b>{c.name}!</b>} />);
    await user.type(screen.getByRole('combobox', { name: 'Listed' }), 'x');
    expect(screen.getByRole('group', { name: 'one!' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'two!' }).querySelector('.name b')).toBeInTheDocument();
  });

  it("lays out each category with categoryLayoutRenderer, as Semantic UI React's custom category example does", async () => {
    const user = userEvent.setup();
    const list = [
      { name: 'one', results: [SOURCE[0]!] },
      { name: 'two', results: [SOURCE[2]!] },
    ];
    render(
      <Search
        category
        results={list}
        aria-label="Listed"
        categoryRenderer={({ name }) => <span className="ui label">{name}</span>}
        categoryLayoutRenderer={({ categoryContent, resultsContent }) => (
          <div>
            <h3 className="name">{categoryContent}</h3>
            <div className="results">{resultsContent}</div>
          </div>
        )}
      />,
    );
    await user.type(input(), 'x');
    const two = screen.getByRole('group', { name: 'two' });
    expect(two.querySelector(':scope > div > h3.name .ui.label')).toHaveTextContent('two');
    expect(two.querySelector(':scope > div > .results > .result')).toHaveTextContent(SOURCE[2]!.title!);
    expect(two).not.toHaveAttribute('categorylayoutrenderer');
  });

  it('takes resultRenderer, loading, noResultsMessage and icon={false}', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <Search
        results={SOURCE}
        resultRenderer={(r) => <span className="custom">{r.title}</span>}
        loading
        icon={false}
        aria-label="Companies"
      />,
    );
    expect(container.querySelector('.ui.search')).toHaveClass('loading');
    expect(container.querySelector('i.search.icon')).toBeNull();
    await user.type(input(), 'a');
    expect(screen.getAllByRole('option').map((o) => o.innerHTML)).toEqual(
      SOURCE.map((r) => `<span class="custom">${r.title}</span>`),
    );
    rerender(
      <Search
        results={[]}
        noResultsMessage="Nothing"
        noResultsDescription="Try again"
        aria-label="Companies"
      />,
    );
    await user.type(input(), 'b');
    expect(container.querySelector('.message.empty .header')).toHaveTextContent('Nothing');
    expect(container.querySelector('.message.empty .description')).toHaveTextContent('Try again');
    // showNoResults={false}: nothing opens, and the prop reaches no element.
    rerender(<Search results={[]} showNoResults={false} aria-label="Companies" />);
    await user.type(input(), 'c');
    expect(container.querySelector('.message.empty')).toBeNull();
    expect(container.querySelector('.ui.search')).not.toHaveClass('active');
    expect(container.querySelector('[shownoresults]')).toBeNull();
  });

  it('keeps the results closed below minCharacters (no "No results" either), and refuses a bad one', async () => {
    const user = userEvent.setup();
    render(<Search results={SOURCE} minCharacters={2} aria-label="Companies" />);
    await user.type(input(), 'a');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.results')).not.toHaveClass('visible');
    expect(screen.queryByText('No Results')).toBeNull();
    await user.type(input(), 'c');
    expect(titles()).toHaveLength(3);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.type(input(), '{Backspace}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [-1, 1.5, Number.NaN])
      expect(() => render(<Search results={SOURCE} minCharacters={bad} />)).toThrow(
        /Search.*minCharacters.*got/,
      );
    error.mockRestore();
  });

  it('renders on the server with its value and category class', () => {
    const html = renderOnServer(<Search category value="Ac" results={CATEGORIES} aria-label="Companies" />);
    expect(html).toContain('class="ui search category"');
    expect(html).toMatch(/<input[^>]*value="Ac"/);
  });

  it('is a controlled input: a typed text the app does not take is not shown', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Search value="" onSearchChange={(_e, data) => seen.push(data.value)} aria-label="Companies" />);
    await user.type(input(), 'a');
    // The app did not take the new value: the input shows the app's.
    expect(seen).toEqual(['a']);
    expect(input()).toHaveValue('');
  });

  it('takes open (controlled): the results show at once, without focus and after it leaves; open={false} keeps them hidden', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <>
        <Search results={SOURCE} open />
        <button type="button">Elsewhere</button>
      </>,
    );
    const root = container.querySelector('.ui.search')!;
    expect(root).toHaveClass('active');
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.title')?.textContent)).toEqual([
      'Acme',
      'Apex',
      'Bolt',
    ]);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(root).toHaveClass('active');
    rerender(
      <>
        <Search results={SOURCE} open={false} />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(root).not.toHaveClass('active');
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(root).not.toHaveClass('active');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes defaultOpen: the results show at first, then close when focus leaves', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Search results={SOURCE} defaultOpen />
        <button type="button">Elsewhere</button>
      </>,
    );
    const root = container.querySelector('.ui.search')!;
    expect(root).toHaveClass('active');
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(root).not.toHaveClass('active');
    // Afterwards the user opens and closes them: focus shows again the results it opened with.
    await user.click(screen.getByRole('combobox'));
    expect(root).toHaveClass('active');
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { SAMPLE_ITEMS, SAMPLE_NAMES, type SampleItem } from '../../test-utils/samples.js';
import { Select } from './Select.js';
import { SelectOption } from './SelectOption.js';
import { SelectSearch } from './SelectSearch.js';
import type { SelectHandle } from './SelectRoot.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { selectKeyboard } from './keyboard.js';

type Item = SampleItem;
const NAMES = SAMPLE_NAMES;
const ITEMS = SAMPLE_ITEMS;

const combobox = () => screen.getByRole('combobox');
const options = () => screen.queryAllByRole('option');
const highlighted = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
const host = () => document.querySelector('.ui.dropdown') as HTMLElement;

const LONG = Array.from({ length: 25 }, (_, i) => `Option ${i + 1}`);

testKeyboard('Select', selectKeyboard, {
  Tab: async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>before</button>
        <Select options={ITEMS} labelField="name" aria-label="Fruit" defaultValue={ITEMS[2]} />
        <button>after</button>
      </>,
    );
    await user.click(screen.getByText('before'));
    await user.tab();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toHaveTextContent(ITEMS[2]!.name);
    await user.tab();
    expect(screen.getByText('after')).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  },
  'ArrowDown, ArrowUp': async () => {
    const user = userEvent.setup();
    render(<Select options={ITEMS} labelField="name" aria-label="Fruit" />);
    act(() => combobox().focus());
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toHaveTextContent('Example');
    expect(highlighted()).toHaveClass('item selected');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('What');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toHaveTextContent('Test');
  },
  'Home, End': async () => {
    const user = userEvent.setup();
    render(<Select options={ITEMS} labelField="name" aria-label="Fruit" />);
    act(() => combobox().focus());
    await user.keyboard('{End}');
    expect(highlighted()).toHaveTextContent(ITEMS.at(-1)!.name);
    await user.keyboard('{Home}');
    expect(highlighted()).toHaveTextContent('Example');
  },
  'PageDown, PageUp': async () => {
    const user = userEvent.setup();
    render(<Select options={LONG} aria-label="Long" />);
    act(() => combobox().focus());
    await user.keyboard('{PageDown}');
    expect(highlighted()).toHaveTextContent('Option 11');
    await user.keyboard('{PageDown}{PageDown}');
    expect(highlighted()).toHaveTextContent('Option 25');
    await user.keyboard('{PageUp}');
    expect(highlighted()).toHaveTextContent('Option 15');
    await user.keyboard('{PageUp}{PageUp}');
    expect(highlighted()).toHaveTextContent('Option 1');
  },
  'Enter, Space': async () => {
    const onChange = vi.fn();
    const onSelectedOptionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select
        options={ITEMS}
        labelField="name"
        valueField="id"
        aria-label="Fruit"
        onChange={onChange}
        onSelectedOptionChange={onSelectedOptionChange}
      />,
    );
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(1);
    expect(onSelectedOptionChange).toHaveBeenCalledWith(ITEMS[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox().querySelector('.text')).toHaveTextContent('Test');
    // It opens again on the selected option, marked as selected.
    await user.keyboard('{Enter}');
    expect(highlighted()).toHaveTextContent('Test');
    expect(highlighted()).toHaveAttribute('aria-selected', 'true');
    expect(highlighted()).toHaveClass('active');
    // Choosing the same option again reports nothing.
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    // Space opens, and chooses.
    await user.keyboard(' ');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  },
  'A letter': async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<Select options={NAMES} aria-label="Word" onChange={onChange} />);
    act(() => combobox().focus());
    await user.keyboard('ap');
    expect(highlighted()).toHaveTextContent('Apples');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Apples');
    unmount();
    // Searchable: letters filter (see also the searchable tests below).
    render(<Select searchable options={NAMES} aria-label="Word" />);
    await user.click(host());
    await user.keyboard('an');
    expect(options().map((o) => o.textContent)).toEqual(['Oranges', 'Another']);
  },
  Escape: async () => {
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    render(
      <div onKeyDown={(event) => onKeyDown(event.key)}>
        <Select options={NAMES} aria-label="Word" />
      </div>,
    );
    act(() => combobox().focus());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onKeyDown).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledWith('Escape');
  },
});

describe('Select', () => {
  it('renders the Semantic markup, the locale placeholder and a closed combobox', () => {
    render(<Select className="selection" options={ITEMS} labelField="name" />);
    const box = combobox();
    expect(box).toHaveClass('ui selection dropdown');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAccessibleName('Select one');
    expect(box.querySelector('.default.text')).toHaveTextContent('Select one');
    expect(box.querySelector('i.dropdown.icon')).toBeInTheDocument();
    const list = screen.getByRole('listbox', { hidden: true });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveClass('menu transition hidden');
    expect(options()).toHaveLength(0);
  });

  it('takes its variations as props, none reaching the DOM', () => {
    render(
      <Select selection fluid size="small" long="very" className="x" options={ITEMS} labelField="name" />,
    );
    const box = combobox();
    expect(box.className).toBe('ui selection fluid small very long x dropdown');
    for (const name of ['selection', 'fluid', 'size', 'long']) expect(box).not.toHaveAttribute(name);
  });

  it('opens on click and closes on a second click, with the slide down animation of 200 ms', async () => {
    const user = userEvent.setup();
    render(<Select className="selection" options={ITEMS} labelField="name" aria-label="Fruit" />);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveClass('active visible');
    expect(combobox()).toHaveFocus();
    const list = screen.getByRole('listbox');
    expect(list).toHaveClass('menu transition animating in slide down');
    expect(list.style.animationDuration).toBe('200ms');
    expect(options().map((o) => o.textContent)).toEqual(NAMES);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes on the caret', async () => {
    const user = userEvent.setup();
    render(<Select options={ITEMS} labelField="name" aria-label="Fruit" />);
    await user.click(combobox().querySelector('.dropdown.icon')!);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.click(combobox().querySelector('.dropdown.icon')!);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the mouse and keeps focus', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select options={NAMES} aria-label="Word" onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Oranges' }));
    expect(onChange).toHaveBeenCalledWith('Oranges');
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('text: shown whatever is chosen, not as a placeholder, and the name unless aria-label is given', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Select options={NAMES} text="Pick a fruit" onChange={onChange} />);
    const shown = () => combobox().querySelector('.text')!;
    expect(shown()).toHaveTextContent('Pick a fruit');
    expect(shown()).not.toHaveClass('default');
    expect(combobox()).toHaveAccessibleName('Pick a fruit');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Oranges' }));
    expect(onChange).toHaveBeenCalledWith('Oranges');
    expect(shown()).toHaveTextContent('Pick a fruit');
    // An element is shown, and names nothing: the placeholder still does.
    rerender(<Select options={NAMES} text={<b>Fruit</b>} placeholder="Choose" aria-label={undefined} />);
    expect(shown()).toContainHTML('<b>Fruit</b>');
    expect(combobox()).toHaveAccessibleName('Choose');
    rerender(<Select options={NAMES} text="Pick a fruit" aria-label="Fruit" />);
    expect(combobox()).toHaveAccessibleName('Fruit');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => rerender(<Select options={NAMES} text={Number.NaN} />)).toThrow(
      'Select: text must be a text or an element (got NaN).',
    );
    vi.restoreAllMocks();
  });

  it('searchable: typing filters, shows No results, Enter takes the first match and clears the query', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select searchable options={ITEMS} labelField="name" aria-label="Fruit" onChange={onChange} />);
    const input = combobox();
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(host()).toHaveClass('ui search dropdown');
    await user.click(host());
    expect(input).toHaveFocus();
    await user.keyboard('AN');
    expect(options().map((o) => o.textContent)).toEqual(['Oranges', 'Another']);
    expect(host().querySelector('.default.text')).toHaveClass('filtered');
    expect(highlighted()).toHaveTextContent('Oranges');
    await user.keyboard('zz');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('No results')).toHaveClass('message');
    // A listbox may hold only options: the menu that holds the message alone is none, still controlled.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-controls', screen.getByText('No results').parentElement!.id);
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByRole('listbox')).toHaveAttribute('id', input.getAttribute('aria-controls'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(ITEMS[7]);
    expect(input).toHaveValue('');
    expect(host().querySelector('.text')).toHaveTextContent('Another');
  });

  it('uses a custom optionsFilter, and its default when the filter returns false', async () => {
    const user = userEvent.setup();
    const startsWith = (list: readonly string[], q: string) =>
      q === '*' ? false : list.filter((o) => o.toLowerCase().startsWith(q.toLowerCase()));
    render(<Select searchable options={NAMES} optionsFilter={startsWith} aria-label="Word" />);
    await user.type(combobox(), 'a');
    expect(options().map((o) => o.textContent)).toEqual(['Artemis', 'Another', 'Apples']);
    await user.clear(combobox());
    await user.type(combobox(), '*');
    expect(options()).toHaveLength(0);
  });

  it('follows a controlled query: the parent sees each keystroke, and what it passes back filters', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Shouting() {
      const [query, setQuery] = useState('');
      return (
        <Select
          searchable
          options={ITEMS}
          labelField="name"
          aria-label="Fruit"
          query={query}
          onQueryChange={(next) => {
            seen.push(next);
            // The parent keeps only letters: a typed digit never reaches the input.
            setQuery(next.replace(/[^a-z]/gi, ''));
          }}
        />
      );
    }
    render(<Shouting />);
    await user.click(host());
    await user.keyboard('a1n');
    expect(seen).toEqual(['a', 'a1', 'an']);
    expect(combobox()).toHaveValue('an');
    expect(options().map((o) => o.textContent)).toEqual(['Oranges', 'Another']);
    // Choosing clears the query through onQueryChange, as the select does for its own.
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toBe('');
    expect(combobox()).toHaveValue('');
  });

  it('starts from defaultQuery: the text is in the input and filters once the menu opens', async () => {
    const user = userEvent.setup();
    render(<Select searchable options={ITEMS} labelField="name" aria-label="Fruit" defaultQuery="an" />);
    expect(combobox()).toHaveValue('an');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Tab}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((o) => o.textContent)).toEqual(['Oranges', 'Another']);
  });

  it('minCharacters: a shorter query keeps the menu closed with the text typed; a long enough one opens it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Select
        searchable
        options={ITEMS}
        labelField="name"
        aria-label="Fruit"
        minCharacters={2}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(host());
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('a');
    expect(combobox()).toHaveValue('a');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No results')).toBeNull();
    await user.keyboard('n');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((o) => o.textContent)).toEqual(['Oranges', 'Another']);
    await user.keyboard('{Backspace}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('a');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    // A select that cannot be typed in has no query: minCharacters leaves it as it was.
    render(<Select options={NAMES} aria-label="Word" minCharacters={3} />);
    const plain = screen.getAllByRole('combobox')[1]!;
    await user.click(plain);
    expect(plain).toHaveAttribute('aria-expanded', 'true');
  });

  it('refuses a minCharacters that is not a whole number of 0 or more, and a query that is not text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [-1, 1.5, NaN, Infinity]) {
      expect(() => render(<Select searchable options={NAMES} minCharacters={bad} />)).toThrow(
        `Select: minCharacters must be a whole number, 0 or more (got ${bad}).`,
      );
    }
    expect(() => render(<Select searchable options={NAMES} query={3 as unknown as string} />)).toThrow(
      'Select: query must be a string (got 3).',
    );
    expect(() =>
      render(<Select searchable options={NAMES} defaultQuery={null as unknown as string} />),
    ).toThrow('Select: defaultQuery must be a string (got null).');
    vi.mocked(console.error).mockRestore();
  });

  it('follows a controlled value, reads dot paths and formats options', async () => {
    const rows = [
      { key: { id: 'a' }, info: { title: 'Alpha' } },
      { key: { id: 'b' }, info: { title: 'Beta' } },
    ];
    function Controlled() {
      const [value, setValue] = useState<string | null>('b');
      return (
        <>
          <Select
            options={rows}
            labelField="info.title"
            valueField="key.id"
            value={value}
            onChange={setValue}
            optionFormatter={(row) => `name: '${row.info.title}'`}
            aria-label="Row"
          />
          <output>{String(value)}</output>
          <button onClick={() => setValue(null)}>clear</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(host().querySelector('.text')).toHaveTextContent("name: 'Beta'");
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: "name: 'Alpha'" }));
    expect(screen.getByRole('status')).toHaveTextContent('a');
    await user.click(screen.getByText('clear'));
    expect(host().querySelector('.default.text')).toHaveTextContent('Select one');
  });

  it('renders options with renderOption', async () => {
    const user = userEvent.setup();
    render(
      <Select
        options={ITEMS}
        labelField="name"
        defaultValue={ITEMS[5]}
        renderOption={(o) => (
          <>
            <i className="child icon" aria-hidden="true" />
            {o.name}!
          </>
        )}
        aria-label="Fruit"
      />,
    );
    expect(host().querySelector('.text')).toHaveTextContent('Oranges!');
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Oranges!' }).querySelector('.child.icon')).toBeInTheDocument();
  });

  it('takes a placeholder, a caret icon and a menu transition of its own', async () => {
    const user = userEvent.setup();
    render(
      <Select
        options={NAMES}
        placeholder="Pick a word"
        icon="filter"
        transition="fade"
        transitionDuration={300}
        aria-label="Word"
      />,
    );
    expect(host().querySelector('.default.text')).toHaveTextContent('Pick a word');
    expect(host().querySelector('i.filter.icon')).toBeInTheDocument();
    expect(host().querySelector('i.dropdown.icon')).toBeNull();
    await user.click(combobox());
    const list = screen.getByRole('listbox');
    expect(list).toHaveClass('animating in fade');
    expect(list.style.animationDuration).toBe('300ms');
    await waitFor(() => expect(list).toHaveClass('menu transition visible'));
    await user.keyboard('{Escape}');
    expect(list).toHaveClass('animating out fade');
  });

  it('disabled: out of the tab order, never opens', async () => {
    const user = userEvent.setup();
    render(<Select options={NAMES} disabled aria-label="Word" />);
    expect(combobox()).toHaveAttribute('tabindex', '-1');
    expect(combobox()).toHaveAttribute('aria-disabled', 'true');
    expect(combobox()).toHaveClass('disabled');
    await user.click(combobox());
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('derives the options from static SelectOption children and filters them', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select placeholder="Choose" searchable aria-label="Option" onChange={onChange}>
        <SelectOption value="Option 1" />
        <SelectOption value="Option 2" />
        <>
          <SelectOption value="Option 3">Third option</SelectOption>
        </>
      </Select>,
    );
    expect(host().querySelector('.default.text')).toHaveTextContent('Choose');
    await user.click(host());
    expect(options().map((o) => o.textContent)).toEqual(['Option 1', 'Option 2', 'Third option']);
    await user.keyboard('3');
    expect(options().map((o) => o.textContent)).toEqual(['Third option']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Option 3');
  });

  it('a children function gets the filtered options; an in-menu SelectSearch takes focus and filters', async () => {
    const user = userEvent.setup();
    render(
      <Select options={ITEMS} labelField="name" aria-label="Fruit">
        {(filtered, listbox) => (
          <>
            <div className="ui icon search input">
              <i className="search icon" aria-hidden="true" />
              <SelectSearch placeholder="Search options..." />
            </div>
            <div className="divider" />
            <div className="header">Options</div>
            <div className="scrolling menu" {...listbox}>
              {filtered.map((o) => (
                <SelectOption key={o.id} value={o} />
              ))}
            </div>
          </>
        )}
      </Select>,
    );
    const box = combobox();
    const search = screen.getByRole('textbox', { name: 'Search options...' });
    // The options' own container is the listbox, not the menu that also holds the input.
    const list = screen.getByRole('listbox', { hidden: true });
    expect(list).toHaveClass('scrolling menu');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(search).toHaveAttribute('aria-controls', list.id);
    await user.click(box);
    await waitFor(() => expect(search).toHaveFocus());
    expect(box).toHaveAttribute('tabindex', '-1');
    await user.keyboard('ap');
    expect(options().map((o) => o.textContent)).toEqual(['Apples']);
    expect(search).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('');
  });

  it('throws clear errors for SelectOption outside a select and for filter plus lookup', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <SelectOption value="x" />
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'SelectOption must be placed inside a <Select> or <MultiSelect>.',
    );
    render(
      <TestErrorBoundary>
        <Select optionsFilter={(o) => o} optionsLookup={() => Promise.resolve([])} />
      </TestErrorBoundary>,
    );
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Select: optionsFilter and optionsLookup cannot be used together; optionsLookup already returns the matching options.',
    );
    vi.mocked(console.error).mockRestore();
  });

  it('exposes focus, open and close through its ref', () => {
    const ref = createRef<SelectHandle>();
    render(<Select ref={ref} options={NAMES} aria-label="Word" />);
    act(() => ref.current!.open());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    act(() => ref.current!.close());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    act(() => ref.current!.focus());
    expect(combobox()).toHaveFocus();
  });

  it('takes its texts from the language in use and from localeOverrides', async () => {
    const user = userEvent.setup();
    render(
      <LocalizationProvider language="x" locales={{ x: { select: { single: { placeholder: 'Choisir' } } } }}>
        <Select options={NAMES} searchable aria-label="A" />
        <Select
          options={NAMES}
          searchable
          aria-label="B"
          localeOverrides={{ noResultsMessage: 'Nothing here' }}
        />
      </LocalizationProvider>,
    );
    const [a, b] = document.querySelectorAll('.ui.dropdown');
    expect(a!.querySelector('.default.text')).toHaveTextContent('Choisir');
    await user.type(screen.getByRole('combobox', { name: 'B' }), 'zz');
    expect(within(b as HTMLElement).getByText('Nothing here')).toBeInTheDocument();
  });

  it('is StrictMode-clean', async () => {
    const error = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Select options={NAMES} searchable aria-label="Word" />
      </StrictMode>,
    );
    await user.click(host());
    await user.keyboard('e{Enter}');
    expect(host().querySelector('.text')).toHaveTextContent('Example');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('Select with a remote lookup', () => {
  function deferredLookup() {
    const calls: Array<{
      query: string | undefined;
      initial: unknown;
      resolve: (items: Item | Item[]) => void;
    }> = [];
    const lookup = vi.fn(
      (query: string | undefined, initial?: unknown) =>
        new Promise<Item | Item[]>((resolve) => calls.push({ query, initial, resolve })),
    );
    return { lookup, calls };
  }

  it('resolves the initial value with lookup(undefined, value)', async () => {
    const { lookup, calls } = deferredLookup();
    render(
      <Select optionsLookup={lookup} labelField="name" valueField="id" defaultValue={3} aria-label="Item" />,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ query: undefined, initial: 3 });
    await act(async () => calls[0]!.resolve(ITEMS[3]!));
    expect(host().querySelector('.text')).toHaveTextContent('No');
  });

  it('ends the loading state when the lookup fails', async () => {
    const lookup = vi.fn(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    render(<Select optionsLookup={lookup} searchable labelField="name" aria-label="Item" />);
    await user.click(host());
    await waitFor(() => expect(host()).not.toHaveClass('loading'));
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows a loading state and never lets an older answer replace a newer one', async () => {
    const { lookup, calls } = deferredLookup();
    const user = userEvent.setup();
    render(<Select optionsLookup={lookup} searchable labelField="name" valueField="id" aria-label="Item" />);
    await user.click(host());
    expect(calls.map((c) => c.query)).toEqual(['']);
    expect(host()).toHaveClass('loading');
    await user.keyboard('a');
    await user.keyboard('p');
    expect(calls.map((c) => c.query)).toEqual(['', 'a', 'ap']);
    await act(async () => calls[2]!.resolve([ITEMS[8]!]));
    expect(host()).not.toHaveClass('loading');
    expect(options().map((o) => o.textContent)).toEqual(['Apples']);
    // The answers to '' and 'a' arrive late: they are dropped.
    await act(async () => {
      calls[0]!.resolve(ITEMS);
      calls[1]!.resolve(ITEMS.slice(0, 4));
    });
    expect(options().map((o) => o.textContent)).toEqual(['Apples']);
    await user.keyboard('{Enter}');
    expect(host().querySelector('.text')).toHaveTextContent('Apples');
  });
});

describe('Select with a long list', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => `Option ${i + 1}`);

  it('draws a bounded number of options out of 10,000 and keeps the highlighted one drawn', async () => {
    const user = userEvent.setup();
    render(<Select className="selection" options={many} searchable aria-label="Many" />);
    await user.click(host());
    expect(options().length).toBeGreaterThan(5);
    expect(options().length).toBeLessThan(60);
    await user.keyboard('{End}');
    // In an input, End moves the caret; PageDown moves through the list.
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(highlighted()).toHaveTextContent('Option 31');
    expect(options().length).toBeLessThan(60);
    // Spacers stand for the options that are not drawn.
    const spacer = screen.getByRole('listbox').lastElementChild as HTMLElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(1000);
    await user.keyboard('999');
    expect(options()[0]).toHaveTextContent('Option 999');
    expect(options().map((o) => o.textContent)).toContain('Option 9999');
  });

  it('scrolls the menu to the end and draws the last options', async () => {
    const user = userEvent.setup();
    render(<Select className="selection" options={many} aria-label="Many" />);
    act(() => combobox().focus());
    await user.keyboard('{End}');
    expect(highlighted()).toHaveTextContent('Option 10000');
    // Each drawn option tells its place in the whole list.
    expect(highlighted()).toHaveAttribute('aria-posinset', '10000');
    expect(highlighted()).toHaveAttribute('aria-setsize', '10000');
    expect(options().length).toBeLessThan(60);
    expect(screen.getByRole('listbox').scrollTop).toBeGreaterThan(0);
  });
});

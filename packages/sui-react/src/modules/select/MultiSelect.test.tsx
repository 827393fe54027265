import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { SAMPLE_ITEMS, SAMPLE_NAMES } from '../../test-utils/samples.js';
import { MultiSelect } from './MultiSelect.js';
import { SelectOption } from './SelectOption.js';
import { SelectSearch } from './SelectSearch.js';
import { serverError } from '../../test-utils/server.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { multiSelectKeyboard } from './keyboard.js';

const NAMES = SAMPLE_NAMES;
const ITEMS = SAMPLE_ITEMS;

const host = () => document.querySelector('.ui.dropdown') as HTMLElement;
const combobox = () => screen.getByRole('combobox');
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const labels = () => Array.from(host().querySelectorAll('.ui.label')).map((l) => l.textContent);
const highlighted = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

testKeyboard('MultiSelect', multiSelectKeyboard, {
  'Enter, Space': async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MultiSelect options={NAMES} searchable aria-label="Words" />);
    await user.click(host());
    await user.keyboard('an{Enter}');
    expect(labels()).toEqual(['Oranges']);
    // The query clears at once, and the list stays open.
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('ap{Enter}');
    expect(labels()).toEqual(['Oranges', 'Apples']);
    unmount();
    // Without search, the combobox takes Space too, and a chosen option is removed again.
    render(<MultiSelect options={NAMES} aria-label="Words" />);
    act(() => combobox().focus());
    expect(highlighted()).toHaveTextContent('Example');
    await user.keyboard(' {ArrowDown} ');
    expect(labels()).toEqual(['Example', 'What']);
    // Chosen options leave the list while their labels show.
    expect(options()).not.toContain('Example');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  },
  Backspace: async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <MultiSelect options={NAMES} searchable defaultValue={['Oranges', 'Apples']} aria-label="Words" />,
    );
    await user.click(host());
    await user.keyboard('x{Backspace}');
    expect(labels()).toEqual(['Oranges', 'Apples']);
    await user.keyboard('{Backspace}');
    expect(labels()).toEqual(['Oranges']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(labels()).toEqual([]);
    unmount();
    render(<MultiSelect options={NAMES} defaultValue={['Example', 'What']} aria-label="Words" />);
    act(() => combobox().focus());
    await user.keyboard('{Backspace}');
    expect(labels()).toEqual(['Example']);
  },
  'On a label’s remove button: Enter, Space': async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <MultiSelect
        options={NAMES}
        defaultValue={['Foo', 'Bar', 'Test']}
        searchable
        aria-label="Words"
        onChange={onChange}
      />,
    );
    act(() => screen.getByRole('button', { name: 'Remove Bar' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(labels()).toEqual(['Foo', 'Test']));
    expect(onChange).toHaveBeenLastCalledWith(['Foo', 'Test']);
    // Focus goes back to the search input.
    expect(combobox()).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Remove Foo' }).focus());
    await user.keyboard(' ');
    await waitFor(() => expect(labels()).toEqual(['Test']));
    expect(combobox()).toHaveFocus();
  },
});

describe('MultiSelect', () => {
  it('renders the multiple markup, the locale placeholder and a multiselectable listbox', () => {
    render(
      <MultiSelect className="selection" options={ITEMS} labelField="name" searchable aria-label="Fruits" />,
    );
    expect(host()).toHaveClass('ui selection multiple search dropdown');
    expect(host().firstElementChild).toHaveClass('dropdown icon');
    expect(host().querySelector('.default.text')).toHaveTextContent('Select...');
    expect(combobox()).toHaveStyle({ width: '12em' });
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('takes its variations as props, none reaching the DOM', () => {
    render(<MultiSelect selection inverted options={ITEMS} labelField="name" aria-label="Fruits" />);
    expect(host().className).toBe('ui selection inverted multiple dropdown');
    expect(host()).not.toHaveAttribute('selection');
    expect(host()).not.toHaveAttribute('inverted');
  });

  it('choosing adds a label and leaves the menu open; the option leaves the menu', async () => {
    const onChange = vi.fn();
    const onSelectedOptionsChange = vi.fn();
    const user = userEvent.setup();
    render(
      <MultiSelect
        options={ITEMS}
        labelField="name"
        valueField="id"
        searchable
        aria-label="Fruits"
        onChange={onChange}
        onSelectedOptionsChange={onSelectedOptionsChange}
      />,
    );
    await user.click(host());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'Oranges' }));
    expect(labels()).toEqual(['Example', 'Oranges']);
    expect(onChange).toHaveBeenLastCalledWith([0, 5]);
    expect(onSelectedOptionsChange).toHaveBeenLastCalledWith([ITEMS[0], ITEMS[5]]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(options()).not.toContain('Oranges');
    expect(options()).toHaveLength(9);
    // Labels scale in over 100 ms.
    const label = host().querySelector('.ui.label') as HTMLElement;
    expect(label.className).toMatch(/transition/);
    await waitFor(() => expect(label).toHaveClass('ui label transition visible'));
  });

  it('a label’s remove button works by mouse, and the list stays closed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <MultiSelect
        options={NAMES}
        defaultValue={['Foo', 'Bar']}
        searchable
        aria-label="Words"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Foo' }));
    await waitFor(() => expect(labels()).toEqual(['Bar']));
    expect(onChange).toHaveBeenLastCalledWith(['Bar']);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('calls onLabelClick with the option and the click, leaving the menu as it was; its remove button does not', async () => {
    const onLabelClick = vi.fn();
    const user = userEvent.setup();
    render(
      <MultiSelect
        options={NAMES}
        defaultValue={['Foo', 'Bar']}
        aria-label="Words"
        onLabelClick={onLabelClick}
      />,
    );
    const bar = Array.from(host().querySelectorAll<HTMLElement>('.ui.label')).find(
      (l) => l.textContent === 'Bar',
    )!;
    await user.click(bar);
    expect(onLabelClick).toHaveBeenCalledTimes(1);
    const [option, event] = onLabelClick.mock.calls[0]!;
    expect(option).toBe('Bar');
    expect(event.type).toBe('click');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Remove Foo' }));
    await waitFor(() => expect(labels()).toEqual(['Bar']));
    expect(onLabelClick).toHaveBeenCalledTimes(1);
  });

  it('draws each label with renderLabel and labelClassName, the menu as it was; an active label follows a click', async () => {
    const user = userEvent.setup();
    function Tags() {
      const [active, setActive] = useState<string | null>(null);
      return (
        <MultiSelect
          options={NAMES}
          defaultValue={['Foo', 'Bar']}
          aria-label="Words"
          renderLabel={(option) => <b>Tag {option}</b>}
          labelClassName={(option) => (option === active ? 'blue active' : 'blue')}
          onLabelClick={setActive}
        />
      );
    }
    render(<Tags />);
    const tags = () => Array.from(host().querySelectorAll<HTMLElement>('.ui.label'));
    // The kit's classes, in its order (the scale animation's come after).
    const looks = () => tags().map((tag) => tag.className.split(' label')[0]);
    expect(labels()).toEqual(['Tag Foo', 'Tag Bar']);
    expect(looks()).toEqual(['ui blue', 'ui blue']);
    expect(tags()[0]!.querySelector('b')).toHaveTextContent('Tag Foo');
    // The remove button keeps naming the option, not what the label shows.
    expect(screen.getByRole('button', { name: 'Remove Bar' })).toBeInTheDocument();
    await user.click(tags()[1]!);
    expect(looks()).toEqual(['ui blue', 'ui blue active']);
    await user.click(host());
    expect(options()).not.toContain('Tag Foo');
  });

  it('choosing a selected option again removes it (labels hidden: the count shows, options stay marked)', async () => {
    const user = userEvent.setup();
    render(<MultiSelect options={NAMES} labels={false} defaultValue={['Test']} aria-label="Words" />);
    expect(labels()).toEqual([]);
    expect(host().querySelector('.text')).toHaveTextContent('1 selections');
    await user.click(host());
    const test = screen.getByRole('option', { name: 'Test' });
    expect(test).toHaveAttribute('aria-selected', 'true');
    expect(test).toHaveClass('active');
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown} ');
    expect(host().querySelector('.text')).toHaveTextContent('1 selections');
    expect(screen.getByRole('option', { name: 'What' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Test' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}{Backspace}');
    expect(host().querySelector('.default.text')).toHaveTextContent('Select...');
  });

  it('offers nothing at maxSelected and shows the max message', async () => {
    const user = userEvent.setup();
    render(
      <MultiSelect options={NAMES} maxSelected={2} defaultValue={['Foo']} searchable aria-label="Words" />,
    );
    await user.click(host());
    await user.keyboard('{Enter}');
    expect(options()).toEqual([]);
    expect(screen.getByText('Max 2 selections')).toHaveClass('message');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Backspace}');
    expect(options()).toHaveLength(10);
  });

  it('keys labels of object options without a valueField apart (no React warning)', async () => {
    const error = vi.spyOn(console, 'error');
    render(
      <MultiSelect options={ITEMS} labelField="name" defaultValue={[ITEMS[1]!, ITEMS[2]!]} aria-label="F" />,
    );
    expect(labels()).toEqual(['Test', 'What']);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['Example']);
      return (
        <>
          <MultiSelect options={NAMES} value={value} onChange={setValue} aria-label="Words" />
          <button onClick={() => setValue(['Foo', 'Bar'])}>set</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(labels()).toEqual(['Example']);
    await user.click(screen.getByText('set'));
    expect(labels()).toEqual(['Foo', 'Bar']);
  });

  it('a search box inside the menu filters the custom option list', async () => {
    const user = userEvent.setup();
    render(
      <MultiSelect
        options={ITEMS}
        labelField="name"
        maxSelected={5}
        defaultValue={[ITEMS[0]!, ITEMS[5]!]}
        icon="list"
        aria-label="Fruits"
      >
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
      </MultiSelect>,
    );
    expect(host().querySelector('i.list.icon')).toBeInTheDocument();
    expect(labels()).toEqual(['Example', 'Oranges']);
    await user.click(host());
    const search = screen.getByRole('textbox', { name: 'Search options...' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(options()).toHaveLength(9);
    await user.keyboard('b');
    expect(options()).toEqual(['Benefit', 'Bar']);
    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['Example', 'Oranges', 'Benefit']);
    expect(search).toHaveValue('');
    await user.keyboard('{Enter}{Enter}');
    expect(labels()).toHaveLength(5);
    expect(screen.getByText('Max 5 selections')).toBeInTheDocument();
  });

  it('refuses a bad maxSelected and a value that is not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [-1, 2.5, Number.NaN]) {
      const { unmount } = render(
        <TestErrorBoundary>
          <MultiSelect options={NAMES} maxSelected={bad} />
        </TestErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        `MultiSelect: maxSelected must be an integer, 0 or more (got ${bad}).`,
      );
      unmount();
    }
    render(
      <TestErrorBoundary>
        <MultiSelect options={NAMES} value={'Foo' as unknown as string[]} />
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('MultiSelect: value must be an array (got "Foo").');
    render(
      <TestErrorBoundary>
        <MultiSelect optionsFilter={(o) => o} optionsLookup={() => Promise.resolve([])} />
      </TestErrorBoundary>,
    );
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'MultiSelect: optionsFilter and optionsLookup cannot be used together',
    );
    vi.mocked(console.error).mockRestore();
  });

  it('resolves initial values through lookup(undefined, values)', async () => {
    const lookup = vi.fn((query: string | undefined, initial?: number | number[]) =>
      Promise.resolve(
        query === undefined
          ? ITEMS.filter((i) => (initial as number[]).includes(i.id))
          : ITEMS.filter((i) => i.name.includes(query)),
      ),
    );
    render(
      <MultiSelect
        optionsLookup={lookup}
        labelField="name"
        valueField="id"
        defaultValue={[3, 4]}
        aria-label="Items"
      />,
    );
    expect(lookup).toHaveBeenCalledWith(undefined, [3, 4]);
    await waitFor(() => expect(labels()).toEqual(['No', 'Benefit']));
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('uses the language in use for its messages and placeholder', async () => {
    const user = userEvent.setup();
    render(
      <LocalizationProvider
        language="x"
        locales={{
          x: { select: { multi: { placeholder: 'Wählen...', maxSelectedMessage: 'Höchstens #{max}' } } },
        }}
      >
        <MultiSelect options={NAMES} maxSelected={1} aria-label="Words" />
      </LocalizationProvider>,
    );
    expect(host().querySelector('.default.text')).toHaveTextContent('Wählen...');
    await user.click(host());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Höchstens 1')).toBeInTheDocument();
  });
});

describe('MultiSelect repeated values', () => {
  it('refuses a value or defaultValue that holds a value twice (found by the prop fuzz)', () => {
    const props = { options: SAMPLE_ITEMS, labelField: 'name', valueField: 'id', 'aria-label': 'Items' };
    expect(serverError(<MultiSelect {...props} value={[1, 1, 3]} />)).toBe(
      'MultiSelect: value must be a list of distinct values (got 1 twice).',
    );
    expect(
      serverError(
        <MultiSelect options={SAMPLE_NAMES} defaultValue={['Foo', 'Bar', 'Foo']} aria-label="Names" />,
      ),
    ).toBe('MultiSelect: defaultValue must be a list of distinct values (got "Foo" twice).');
    expect(serverError(<MultiSelect {...props} value={[1, 3]} />)).toBeNull();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import es from '../../behaviors/localization/locales/es.js';
import he from '../../behaviors/localization/locales/he.js';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Search, type SearchProps } from './Search.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { searchKeyboard } from './keyboard.js';

const WORDS = ['Apple', 'Bird', 'Car', 'Dog', 'Elephant', 'Finch', 'Gate', 'Grape', 'Horrify', 'Indigo'];

function setup(props: Partial<SearchProps<string>> = {}) {
  const user = userEvent.setup();
  const onResultSelect = vi.fn();
  const utils = render(
    <>
      <Search options={WORDS} searchDelay={0} onResultSelect={onResultSelect} {...props} />
      <button>Elsewhere</button>
    </>,
  );
  const input = screen.getByRole('combobox');
  return { user, input, onResultSelect, ...utils };
}

const root = () => document.querySelector('.ui.search')!;
const results = () => document.querySelector('.results')!;
const shownTitles = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

testKeyboard('Search', searchKeyboard, {
  'ArrowDown, ArrowUp': async () => {
    const { user, input, unmount } = setup();
    await user.type(input, 'ap');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveClass('result active');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();
    // Up from nothing highlighted goes to the last result.
    await user.clear(input);
    await user.type(input, 'ap{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    unmount();
    // Down before the search ran runs it at once and highlights the first result.
    const slow = setup({ searchDelay: 10_000 });
    await slow.user.type(slow.input, 'ap');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await slow.user.keyboard('{ArrowDown}');
    expect(slow.input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  },
  'Alt+ArrowDown, Alt+ArrowUp': async () => {
    const { user, input } = setup();
    await user.type(input, 'ap{Escape}');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(root()).toHaveClass('active');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(root()).not.toHaveClass('active');
  },
  Enter: async () => {
    const { user, input, onResultSelect } = setup();
    await user.type(input, 'ap{Enter}');
    // Nothing highlighted: nothing chosen.
    expect(onResultSelect).not.toHaveBeenCalled();
    expect(root()).toHaveClass('active');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onResultSelect).toHaveBeenCalledWith('Grape');
    expect(input).toHaveValue('Grape');
    expect(root()).not.toHaveClass('active');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  },
  Escape: async () => {
    const { user, input } = setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    await user.type(input, 'ap{ArrowDown}{Escape}');
    expect(root()).not.toHaveClass('active');
    expect(input).toHaveValue('ap');
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    // Down opens them again, on the first result.
    await user.keyboard('{ArrowDown}');
    expect(root()).toHaveClass('active');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
    document.removeEventListener('keydown', outer);
  },
});

describe('Search', () => {
  it('renders the Semantic markup in a search landmark, with the English placeholder', () => {
    const { input } = setup();
    expect(screen.getByRole('search')).toBe(root());
    expect(root()).toHaveClass('ui search');
    expect(input.parentElement).toHaveClass('ui input icon');
    expect(input).toHaveClass('prompt');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('placeholder', 'Search...');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', results().id);
    expect(input.parentElement!.querySelector('i.search.icon')).toHaveAttribute('aria-hidden', 'true');
    expect(results()).toHaveClass('results transition hidden');
  });

  it('drops the icon with icon={false} and takes a placeholder, a class and a ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Search ref={ref} icon={false} placeholder="Find a word" className="fluid" options={WORDS} />);
    const input = screen.getByRole('combobox');
    expect(ref.current).toBe(input);
    expect(input.parentElement).toHaveClass('ui input');
    expect(input.parentElement).not.toHaveClass('icon');
    expect(document.querySelector('i.search.icon')).toBeNull();
    expect(input).toHaveAttribute('placeholder', 'Find a word');
    expect(root()).toHaveClass('fluid');
  });

  it('takes its variations as props, none reaching the DOM', () => {
    render(<Search fluid size="small" aligned="right" scrolling long="very" className="x" options={WORDS} />);
    expect(root().className).toBe('ui search fluid small right aligned scrolling very long x');
    for (const name of ['fluid', 'size', 'aligned', 'scrolling', 'long'])
      expect(root()).not.toHaveAttribute(name);
  });

  it('shows matching options with the matches in bold, and announces the count', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    expect(root()).toHaveClass('active');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Search...');
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
    expect(screen.getAllByRole('option')[0]!.querySelector('b')).toHaveTextContent('Ap');
    expect(screen.getByRole('status')).toHaveTextContent('Results: 2');
    expect(results()).toHaveClass('transition');
    expect(results().className).toMatch(/animating in scale|visible/);
  });

  it('shows at most maxResults results (7 by default)', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `Item ${i}`);
    const { user, input, unmount } = setup({ options: many });
    await user.type(input, 'item');
    expect(screen.getAllByRole('option')).toHaveLength(7);
    unmount();
    const second = setup({ options: many, maxResults: 3 });
    await second.user.type(second.input, 'item');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('waits searchDelay (200 ms by default) after the last keypress', () => {
    vi.useFakeTimers();
    render(<Search options={WORDS} />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(input, { target: { value: 'ap' } });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(50));
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
  });

  it('never searches for an empty query and closes when the input is emptied', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    await user.clear(input);
    expect(root()).not.toHaveClass('active');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches nothing shorter than minCharacters: the results stay closed and nothing is announced', async () => {
    const filter = vi.fn((all: readonly string[], query: string) =>
      all.filter((word) => word.toLowerCase().includes(query.toLowerCase())),
    );
    const { user, input } = setup({ minCharacters: 2, optionsFilter: filter });
    await user.type(input, 'a');
    expect(filter).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(results()).not.toHaveClass('visible');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // Down and a click do not search it either.
    await user.keyboard('{ArrowDown}');
    await user.click(input);
    expect(filter).not.toHaveBeenCalled();
    await user.type(input, 'p');
    expect(filter).toHaveBeenCalledWith(WORDS, 'ap');
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
    // Back below it, the results close again.
    await user.keyboard('{Backspace}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a result by click, keeping focus in the input', async () => {
    const { user, input, onResultSelect } = setup();
    await user.type(input, 'ap');
    await user.click(screen.getByRole('option', { name: 'Apple' }));
    expect(onResultSelect).toHaveBeenCalledWith('Apple');
    expect(input).toHaveValue('Apple');
    expect(input).toHaveFocus();
    expect(root()).not.toHaveClass('active');
  });

  it('empties the input on choice with retainSelectedResult={false}', async () => {
    const { user, input } = setup({ retainSelectedResult: false });
    await user.type(input, 'ap{ArrowDown}{Enter}');
    expect(input).toHaveValue('');
  });

  it('with selectFirstResult, highlights the first result as soon as results show: Enter right after typing chooses it', async () => {
    const { user, input, onResultSelect } = setup({ selectFirstResult: true });
    await user.type(input, 'ap');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveClass('result active');
    // Typing on moves it to the first result of the new answer.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.type(input, 'p');
    expect(shownTitles()).toEqual(['Apple']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(onResultSelect).toHaveBeenCalledWith('Apple');
    // Shown again (by a click, after Escape, or on focus), the results open on the first result.
    await user.clear(input);
    await user.type(input, 'ap{Escape}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.click(input);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    // No results: nothing is highlighted, and Enter does nothing.
    await user.type(input, 'zzz{Enter}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onResultSelect).toHaveBeenCalledTimes(1);
  });

  it('tells each move of the highlight through onHighlightChange, and null when the results close', async () => {
    const onHighlightChange = vi.fn();
    const { user, input } = setup({ onHighlightChange });
    await user.type(input, 'ap');
    const titles = shownTitles();
    expect(onHighlightChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(onHighlightChange.mock.calls).toEqual([[titles[0]], [titles[1]], [titles[0]]]);
    onHighlightChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onHighlightChange.mock.calls).toEqual([[null]]);
    // Typing again shows results with nothing highlighted: nothing to tell.
    onHighlightChange.mockClear();
    await user.clear(input);
    await user.type(input, 'gr');
    expect(onHighlightChange).not.toHaveBeenCalled();
  });

  it('with selectFirstResult, tells the first result as soon as the results show', async () => {
    const onHighlightChange = vi.fn();
    const { user, input } = setup({ onHighlightChange, selectFirstResult: true });
    await user.type(input, 'gr');
    // "g" shows Dog first (a match anywhere in the word), then "gr" Grape.
    expect(onHighlightChange.mock.calls).toEqual([['Dog'], ['Grape']]);
  });

  it('with a searchDelay and selectFirstResult, highlights the first result once the answer comes', () => {
    vi.useFakeTimers();
    render(<Search options={WORDS} searchDelay={200} selectFirstResult />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'gr' } });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    act(() => vi.advanceTimersByTime(200));
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Grape' }).id);
  });

  it('searches again for a kept result when the input is clicked or Down is pressed', async () => {
    const { user, input } = setup();
    await user.type(input, 'bird{ArrowDown}{Enter}');
    expect(root()).not.toHaveClass('active');
    await user.click(input);
    expect(shownTitles()).toEqual(['Bird']);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(root()).toHaveClass('active');
  });

  it('shows the localized no-results header and message', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const message = results().querySelector('.message.empty')!;
    expect(message.querySelector('.header')).toHaveTextContent('No Results');
    expect(message.querySelector('.description')).toHaveTextContent('Your search returned no results.');
    expect(screen.getByRole('status')).toHaveTextContent('No Results');
    // Nothing to move through.
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('with showNoResults={false}, stays closed when nothing matches, and still announces it', async () => {
    const { user, input } = setup({ showNoResults: false });
    await user.type(input, 'zzz');
    expect(root()).not.toHaveClass('active');
    expect(results()).not.toHaveClass('visible');
    expect(results().querySelector('.message.empty')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No Results');
    // Results that come open it as always.
    await user.clear(input);
    await user.type(input, 'ap');
    expect(root()).toHaveClass('active');
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
  });

  it('applies localeOverrides over the language', async () => {
    const { user, input } = setup({
      localeOverrides: { placeholder: 'Look up', noResults: { header: 'Nothing here' } },
    });
    expect(input).toHaveAttribute('placeholder', 'Look up');
    await user.type(input, 'zzz');
    expect(results().querySelector('.header')).toHaveTextContent('Nothing here');
    expect(results().querySelector('.description')).toHaveTextContent('Your search returned no results.');
  });

  it('follows the language of its provider, right to left for Hebrew', () => {
    const { rerender } = render(
      <LocalizationProvider locales={{ es, he }} language="es">
        <Search options={WORDS} />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Buscar...');
    expect(root()).not.toHaveAttribute('dir');
    rerender(
      <LocalizationProvider locales={{ es, he }} language="he">
        <Search options={WORDS} />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'חיפוש...');
    expect(root()).toHaveAttribute('dir', 'rtl');
  });

  it('reads nested fields with optionsField and formats results', async () => {
    const people = [
      { id: 1, name: { first: 'Ada' } },
      { id: 2, name: { first: 'Alan' } },
    ];
    const user = userEvent.setup();
    const onResultSelect = vi.fn();
    const { unmount } = render(
      <Search
        options={people}
        optionsField="name.first"
        searchDelay={0}
        resultFormatter={(person, query) => `${person.name.first} #${person.id} for ${query}`}
        onResultSelect={onResultSelect}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'a');
    expect(shownTitles()).toEqual(['Ada #1 for a', 'Alan #2 for a']);
    await user.click(screen.getByRole('option', { name: 'Alan #2 for a' }));
    expect(onResultSelect).toHaveBeenCalledWith(people[1]);
    expect(screen.getByRole('combobox')).toHaveValue('Alan');
    unmount();
    render(
      <Search
        options={people}
        optionsField="name.first"
        searchDelay={0}
        resultFormatter={() => 'formatted'}
        renderResult={(person, { index, query }) => (
          <span className="title">
            {person.name.first} ({index}) {query}
          </span>
        )}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'al');
    expect(shownTitles()).toEqual(['Alan (0) al']);
    expect(screen.getByRole('option').querySelector('.title')).not.toBeNull();
  });

  it('uses optionsFilter, and keeps the results when it returns false', async () => {
    const filter = vi.fn((options: readonly string[], query: string) =>
      query.endsWith('!') ? false : options.filter((o) => o.startsWith(query.toUpperCase())),
    );
    const { user, input } = setup({ optionsFilter: filter });
    await user.type(input, 'g');
    expect(shownTitles()).toEqual(['Gate', 'Grape']);
    expect(filter).toHaveBeenLastCalledWith(WORDS, 'g');
    await user.type(input, '!');
    expect(shownTitles()).toEqual(['Gate', 'Grape']);
    expect(root()).toHaveClass('active');
  });

  it('filters again when the options change', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [options, setOptions] = useState(['Apple']);
      return (
        <>
          <Search options={options} searchDelay={0} />
          <button onClick={() => setOptions(['Apple', 'Apricot'])}>More</button>
        </>
      );
    }
    render(<Demo />);
    await user.type(screen.getByRole('combobox'), 'ap');
    expect(shownTitles()).toEqual(['Apple']);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(shownTitles()).toEqual(['Apple', 'Apricot']);
  });

  it('closes when focus leaves, and opens again on focus', async () => {
    const onBlur = vi.fn();
    const { user, input } = setup({ onBlur });
    await user.type(input, 'ap');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(root()).not.toHaveClass('active');
    expect(onBlur).toHaveBeenCalled();
    await user.click(input);
    expect(root()).toHaveClass('active');
  });

  it('animates the results with the transition (scale, 200 ms by default)', () => {
    // Fake timers and fireEvent: on a loaded machine, real typing can outlast the 200 ms animation
    // (and user-event's waits hang under Vitest's fake timers).
    vi.useFakeTimers();
    try {
      render(<Search options={WORDS} searchDelay={0} />);
      const input = screen.getByRole('combobox');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'ap' } });
      act(() => vi.advanceTimersByTime(0));
      expect(results()).toHaveClass('transition animating in scale');
      expect(results()).toHaveStyle({ animationDuration: '200ms' });
      act(() => vi.advanceTimersByTime(199));
      expect(results()).toHaveClass('animating in');
      act(() => vi.advanceTimersByTime(1));
      expect(results()).toHaveClass('transition visible');
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(results()).toHaveClass('animating out scale');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes another transition and duration', async () => {
    const { user, input } = setup({ transition: 'fade down', transitionDuration: 5000 });
    await user.type(input, 'ap');
    expect(results()).toHaveClass('animating in fade down');
    expect(results()).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('is StrictMode-clean', async () => {
    const error = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Search options={WORDS} searchDelay={0} />
      </StrictMode>,
    );
    await user.type(screen.getByRole('combobox'), 'ap{ArrowDown}');
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('Search with a controlled text', () => {
  function Controlled({ initial = '', ...props }: { initial?: string } & Partial<SearchProps<string>>) {
    const [text, setText] = useState(initial);
    return (
      <>
        <Search options={WORDS} searchDelay={0} value={text} onChange={setText} {...props} />
        <button onClick={() => setText('gr')}>Set gr</button>
        <button onClick={() => setText('')}>Clear</button>
        <output>{text}</output>
      </>
    );
  }

  it('shows value, reports typing, choosing and Escape through onChange', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="Ca" />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Ca');
    await user.type(input, 'r');
    expect(input).toHaveValue('Car');
    expect(shownTitles()).toEqual(['Car']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.querySelector('output')).toHaveTextContent('Car');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(document.querySelector('output')).toHaveTextContent(/^$/);
  });

  it('keeps the text the parent holds when the parent refuses a change', async () => {
    const user = userEvent.setup();
    render(<Search options={WORDS} searchDelay={0} value="Ap" onChange={() => {}} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'x');
    expect(input).toHaveValue('Ap');
    // The results answer the text shown, not the one refused.
    expect(shownTitles()).toEqual(['Apple', 'Grape']);
  });

  it('searches a text set from outside, opening its results while the input has focus', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Set gr' }));
    // Without focus the text changes and nothing opens.
    expect(screen.getByRole('combobox')).toHaveValue('gr');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(screen.getByRole('combobox'), 'a');
    expect(shownTitles()).toEqual(['Apple', 'Car', 'Elephant', 'Gate', 'Grape']);
    act(() => screen.getByRole('button', { name: 'Set gr' }).click());
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(shownTitles()).toEqual(['Grape']);
  });

  it('waits searchDelay before searching a text the parent changed, as it does for typing', () => {
    vi.useFakeTimers();
    const filter = vi.fn((options: readonly string[], query: string) =>
      options.filter((o) => o.toUpperCase().includes(query)),
    );
    function Upper() {
      const [text, setText] = useState('');
      return (
        <Search
          options={WORDS}
          optionsFilter={filter}
          value={text}
          onChange={(t) => setText(t.toUpperCase())}
        />
      );
    }
    render(<Upper />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'a' } });
    expect(input).toHaveValue('A');
    act(() => vi.advanceTimersByTime(199));
    expect(filter).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // Once, for the parent's text (the typed one's search was called off).
    expect(filter).toHaveBeenCalledTimes(1);
    expect(filter).toHaveBeenLastCalledWith(WORDS, 'A');
    expect(shownTitles()).toEqual(['Apple', 'Car', 'Elephant', 'Gate', 'Grape']);
  });

  it('starts from defaultValue when uncontrolled, and calls onChange only on a real change', async () => {
    const onChange = vi.fn();
    const { user, input } = setup({ defaultValue: 'Bi', onChange });
    expect(input).toHaveValue('Bi');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(shownTitles()).toEqual(['Bird']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Bird');
    // Choosing the result whose text is already in the input reports nothing.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Search with a controlled open', () => {
  it('open shows the answer for the text at once (the first options for nothing typed), without focus, and keeps it when focus leaves', async () => {
    const onOpenChange = vi.fn();
    const { user, input } = setup({ open: true, onOpenChange });
    expect(shownTitles()).toEqual(WORDS.slice(0, 7));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(root()).toHaveClass('active');
    expect(input).not.toHaveFocus();
    // The keys work on what is shown: Down highlights, Enter chooses.
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Bird');
    // Still open, on the answer for the chosen text; the user's closing is told.
    expect(shownTitles()).toEqual(['Bird']);
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false]);
    // Escape on results only the owner shows asks the owner to close them, and keeps the text.
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, false]);
    expect(input).toHaveValue('Bird');
    // Leaving keeps them shown.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(root()).toHaveClass('active');
    expect(shownTitles()).toEqual(['Bird']);
  });

  it('open={false} keeps the results hidden while the user searches, telling what the user would open', async () => {
    const onOpenChange = vi.fn();
    const { user, input } = setup({ open: false, onOpenChange });
    await user.type(input, 'ap');
    expect(root()).not.toHaveClass('active');
    expect(results()).not.toHaveClass('visible');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // Escape closes what the user opened (told), then empties the input as usual.
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(input).toHaveValue('ap');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('a parent that follows onOpenChange behaves as the uncontrolled search; Escape on results it opened asks it to close them', async () => {
    const user = userEvent.setup();
    function Owned() {
      const [open, setOpen] = useState(true);
      return <Search options={WORDS} searchDelay={0} open={open} onOpenChange={setOpen} />;
    }
    render(<Owned />);
    const input = screen.getByRole('combobox');
    expect(shownTitles()).toHaveLength(7);
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(root()).not.toHaveClass('active');
    expect(input).toHaveValue('');
    await user.type(input, 'gr');
    expect(root()).toHaveClass('active');
    expect(shownTitles()).toEqual(['Grape']);
    await user.keyboard('{Escape}');
    expect(root()).not.toHaveClass('active');
    expect(input).toHaveValue('gr');
  });

  it('searches the text when open turns true, an empty one too, and with a lookup', async () => {
    const lookup = vi.fn(async (query: string) => WORDS.filter((w) => w.toLowerCase().startsWith(query)));
    const { rerender } = render(<Search optionsLookup={lookup} open={false} />);
    expect(lookup).not.toHaveBeenCalled();
    rerender(<Search optionsLookup={lookup} open />);
    expect(await screen.findAllByRole('option')).toHaveLength(7);
    expect(lookup).toHaveBeenCalledWith('');
  });
});

describe('Search with groups (optionsGroupField)', () => {
  const FOODS = [
    { name: 'Apple', kind: 'Fruit' },
    { name: 'Artichoke', kind: 'Vegetable' },
    { name: 'Apricot', kind: 'Fruit' },
    { name: 'Asparagus', kind: 'Vegetable' },
    { name: 'Bean', kind: 'Vegetable' },
  ];
  const groupSetup = (props: Partial<SearchProps<(typeof FOODS)[number]>> = {}) => {
    const user = userEvent.setup();
    render(
      <Search options={FOODS} optionsField="name" optionsGroupField="kind" searchDelay={0} {...props} />,
    );
    return { user, input: screen.getByRole('combobox') };
  };

  it("shows each group together under its name, as named ARIA groups in the kit's category markup", async () => {
    const { user, input } = groupSetup();
    expect(root()).toHaveClass('ui category search');
    await user.type(input, 'a');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Fruit' })).toHaveClass('category');
    expect(
      [...screen.getByRole('group', { name: 'Fruit' }).querySelectorAll('[role=option]')].map(
        (o) => o.textContent,
      ),
    ).toEqual(['Apple', 'Apricot']);
    expect(
      [...screen.getByRole('group', { name: 'Vegetable' }).querySelectorAll('[role=option]')].map(
        (o) => o.textContent,
      ),
    ).toEqual(['Artichoke', 'Asparagus', 'Bean']);
    // The kit's markup: .results > .category > .name + .results > .result.
    expect(results().querySelectorAll(':scope > .category > .name + .results > .result')).toHaveLength(5);
    expect(screen.getByRole('listbox')).toContainElement(groups[0]!);
  });

  it("moves through the groups in the order shown, the highlighted result's group active", async () => {
    const onResultSelect = vi.fn();
    const { user, input } = groupSetup({ onResultSelect });
    await user.type(input, 'a{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Artichoke' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Vegetable' })).toHaveClass('category active');
    expect(screen.getByRole('group', { name: 'Fruit' })).not.toHaveClass('active');
    await user.keyboard('{Enter}');
    expect(onResultSelect).toHaveBeenCalledWith(FOODS[1]);
    expect(input).toHaveValue('Artichoke');
  });

  it("renders a group's name with renderGroup, and takes horizontal", async () => {
    const { user, input } = groupSetup({
      renderGroup: (group) => <em>{group.toUpperCase()}</em>,
      horizontal: true,
    });
    expect(root()).toHaveClass('ui category search horizontal');
    expect(root()).not.toHaveAttribute('horizontal');
    await user.type(input, 'b');
    expect(screen.getByRole('group', { name: 'VEGETABLE' }).querySelector('.name em')).toBeInTheDocument();
  });

  it('lays out each group with renderGroupLayout, the group still named by its name', async () => {
    const layout = vi.fn(({ name, results }: { name: ReactNode; results: ReactNode; group: string }) => (
      <>
        <h3 className="name">{name}</h3>
        <div className="results custom">{results}</div>
      </>
    ));
    const { user, input } = groupSetup({ renderGroupLayout: layout, renderGroup: (group) => `${group}s` });
    await user.type(input, 'a');
    expect([...new Set(layout.mock.calls.map(([parts]) => parts.group))]).toEqual(['Fruit', 'Vegetable']);
    const fruit = screen.getByRole('group', { name: 'Fruits' });
    expect(fruit.querySelector(':scope > h3.name > span')).toHaveTextContent('Fruits');
    expect(
      [...fruit.querySelectorAll(':scope > .results.custom > .result')].map((o) => o.textContent),
    ).toEqual(['Apple', 'Apricot']);
    // The keys still move through every result in order.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Artichoke' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Search with optionsLookup', () => {
  function deferredLookup() {
    const calls: Array<{ query: string; resolve: (r: unknown) => void; reject: () => void }> = [];
    const lookup = vi.fn(
      (query: string) =>
        new Promise<readonly { title: string }[]>((resolve, reject) => {
          calls.push({
            query,
            resolve: resolve as (r: unknown) => void,
            reject: () => reject(new Error('down')),
          });
        }),
    );
    return { calls, lookup };
  }

  function renderLookup(lookup: (query: string) => Promise<readonly { title: string }[]>) {
    const user = userEvent.setup();
    render(<Search optionsLookup={lookup} optionsField="title" searchDelay={0} />);
    return { user, input: screen.getByRole('combobox') };
  }

  it('shows the loading state while the lookup runs, then its results as plain text', async () => {
    const { calls, lookup } = deferredLookup();
    const { user, input } = renderLookup(lookup);
    await user.type(input, 'b');
    expect(lookup).toHaveBeenCalledWith('b');
    expect(root()).toHaveClass('loading');
    await act(async () => calls[0]!.resolve([{ title: 'Bird' }, { title: 'Bob' }]));
    expect(root()).not.toHaveClass('loading');
    expect(shownTitles()).toEqual(['Bird', 'Bob']);
    expect(screen.getAllByRole('option')[0]!.querySelector('b')).toBeNull();
  });

  it('discards an answer that comes after a newer query', async () => {
    const { calls, lookup } = deferredLookup();
    const { user, input } = renderLookup(lookup);
    await user.type(input, 'b');
    await user.type(input, 'i');
    await act(async () => calls[1]!.resolve([{ title: 'Bird' }]));
    await act(async () => calls[0]!.resolve([{ title: 'Bob' }, { title: 'Bird' }]));
    expect(shownTitles()).toEqual(['Bird']);
  });

  it('remembers answers per query', async () => {
    const lookup = vi.fn(async (query: string) => [{ title: `${query}!` }]);
    const { user, input } = renderLookup(lookup);
    await user.type(input, 'a');
    await screen.findByRole('option', { name: 'a!' });
    await user.type(input, 'b{Backspace}');
    await screen.findByRole('option', { name: 'a!' });
    expect(lookup.mock.calls.map(([q]) => q)).toEqual(['a', 'ab']);
  });

  it('shows no results when the lookup fails', async () => {
    const { calls, lookup } = deferredLookup();
    const { user, input } = renderLookup(lookup);
    await user.type(input, 'b');
    await act(async () => calls[0]!.reject());
    expect(root()).not.toHaveClass('loading');
    expect(results().querySelector('.message.empty')).not.toBeNull();
  });

  it('reports a lookup that answers something other than an array', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <TestErrorBoundary>
        <Search optionsLookup={async () => ({ items: [] }) as never} searchDelay={0} />
      </TestErrorBoundary>,
    );
    await user.type(screen.getByRole('combobox'), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search: optionsLookup must resolve to an array (got object).',
    );
  });
});

describe('Search bad input', () => {
  function renderError(props: Partial<SearchProps<string>>) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <TestErrorBoundary>
        <Search {...props} />
      </TestErrorBoundary>,
    );
    const text = screen.getByRole('alert').textContent;
    unmount();
    return text;
  }

  it('refuses optionsFilter or options together with optionsLookup', () => {
    const lookup = async () => [];
    expect(renderError({ optionsLookup: lookup, optionsFilter: () => [] })).toBe(
      'Search: optionsFilter cannot be used together with optionsLookup.',
    );
    expect(renderError({ optionsLookup: lookup, options: [] })).toContain(
      'Search: options cannot be used together with optionsLookup.',
    );
  });

  it('refuses a maxResults that is not a whole number of 1 or more', () => {
    expect(renderError({ maxResults: 0 })).toBe(
      'Search: maxResults must be a whole number, 1 or more (got 0).',
    );
    expect(renderError({ maxResults: 2.5 })).toContain('(got 2.5)');
  });

  it('refuses a minCharacters that is not a whole number of 1 or more', () => {
    for (const bad of [0, -2, 1.5, NaN])
      expect(renderError({ minCharacters: bad })).toBe(
        `Search: minCharacters must be a whole number, 1 or more (got ${bad}).`,
      );
  });

  it('refuses a negative or non-finite searchDelay', () => {
    expect(renderError({ searchDelay: -1 })).toBe(
      'Search: searchDelay must be a number of milliseconds, 0 or more (got -1).',
    );
    expect(renderError({ searchDelay: Number.NaN })).toContain('(got NaN)');
  });

  it('reports an optionsFilter that returns something other than an array or false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <TestErrorBoundary>
        <Search options={WORDS} optionsFilter={() => 'Apple' as never} searchDelay={0} />
      </TestErrorBoundary>,
    );
    await user.type(screen.getByRole('combobox'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search: optionsFilter must return an array (got string).',
    );
  });
});

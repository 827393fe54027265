import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../test-utils/server.js';
import {
  Dropdown,
  DropdownItem,
  DropdownMenu,
  Input,
  Label,
  Search,
  Select,
  type DropdownItemOption,
  type DropdownLabelProps,
} from './index.js';

const options = [
  { key: 'a', value: 'angular', text: 'Angular' },
  { key: 'e', value: 'ember', text: 'Ember' },
  { key: 'r', value: 'react', text: 'React' },
];
const combobox = () => screen.getAllByRole('combobox')[0]!;

afterEach(() => vi.restoreAllMocks());

describe('compat Dropdown: a selection of options', () => {
  it("draws Semantic UI React's classes and the short list's options while closed", () => {
    const { container } = render(<Dropdown selection placeholder="Pick one" options={options} />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('ui selection dropdown');
    expect(root.querySelector('.text')).toHaveClass('divider default text');
    expect([...root.querySelectorAll('.menu > .item')].map((item) => item.textContent)).toEqual([
      'Angular',
      'Ember',
      'React',
    ]);
    expect(root.querySelector('.item > span.text')).toHaveTextContent('Angular');
  });

  it('calls onChange(event, data) with the props and the new value (uncontrolled)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Dropdown selection options={options} onChange={onChange} data-extra="x" />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Ember' }));
    const [event, data] = onChange.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toMatchObject({ value: 'ember', selection: true, 'data-extra': 'x' });
    expect(combobox().querySelector('.text')).toHaveTextContent('Ember');
  });

  it('shows a controlled value until the owner passes another', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Select options={options} value="react" onChange={onChange} />);
    expect(combobox().querySelector('.text')).toHaveTextContent('React');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Angular' }));
    expect(onChange.mock.calls[0]![1].value).toBe('angular');
    expect(combobox().querySelector('.text')).toHaveTextContent('React');
    rerender(<Select options={options} value="angular" onChange={onChange} />);
    expect(combobox().querySelector('.text')).toHaveTextContent('Angular');
  });

  it('chooses several values with multiple, by keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Dropdown multiple search selection options={options} onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('em{Enter}');
    await user.keyboard('re{Enter}');
    expect(onChange.mock.calls.at(-1)![1].value).toEqual(['ember', 'react']);
    expect([...document.querySelectorAll('.ui.label')].map((label) => label.textContent)).toEqual([
      'Ember',
      'React',
    ]);
  });

  it('filters with a search function and reports typing through onSearchChange(event, data)', async () => {
    const onSearchChange = vi.fn();
    const search = vi.fn((all: DropdownItemOption[], query: string) =>
      all.filter((o) => String(o.value).startsWith(query)),
    );
    const user = userEvent.setup();
    render(<Dropdown selection search={search} options={options} onSearchChange={onSearchChange} />);
    await user.click(combobox());
    await user.keyboard('r');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['React']);
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange.mock.calls[0]![1]).toMatchObject({ searchQuery: 'r' });
  });

  it("holds a controlled searchQuery, as Semantic UI React's example does: onSearchChange updates it, the owner can set it", async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    function App() {
      const [searchQuery, setSearchQuery] = useState('');
      const [value, setValue] = useState<unknown>([]);
      return (
        <>
          <Dropdown
            fluid
            multiple
            search
            selection
            options={options}
            searchQuery={searchQuery}
            value={value as string[]}
            onSearchChange={(_event, data) => setSearchQuery(data.searchQuery)}
            onChange={(_event, data) => {
              changes.push({ value: data.value, searchQuery: data.searchQuery });
              setValue(data.value);
            }}
          />
          <button type="button" onClick={() => setSearchQuery('em')}>
            Ember?
          </button>
        </>
      );
    }
    render(<App />);
    await user.click(combobox());
    await user.keyboard('re');
    expect(combobox()).toHaveValue('re');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['React']);
    await user.keyboard('{Enter}');
    // The owner's onChange sees the query of its props; the owner still holds it, as in Semantic UI React.
    expect(changes).toEqual([{ value: ['react'], searchQuery: 're' }]);
    expect(combobox()).toHaveValue('re');
    await user.click(screen.getByRole('button', { name: 'Ember?' }));
    expect(combobox()).toHaveValue('em');
    await user.click(combobox());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ember']);
  });

  it('starts from defaultSearchQuery, which filters once the menu opens', async () => {
    const user = userEvent.setup();
    render(<Dropdown search selection options={options} defaultSearchQuery="an" />);
    expect(combobox()).toHaveValue('an');
    await user.click(combobox());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Angular']);
  });

  it('minCharacters keeps the menu closed until enough is typed; 0 and 1 open it on a click; a bad one is refused', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { unmount } = render(
      <Dropdown search selection options={options} minCharacters={3} onOpen={onOpen} />,
    );
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('re');
    expect(combobox()).toHaveValue('re');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('a');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['React']);
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();
    for (const few of [0, 1]) {
      const { unmount: done } = render(<Dropdown search selection options={options} minCharacters={few} />);
      await user.click(combobox());
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      done();
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const bad of [-1, 2.5, NaN]) {
      expect(() => render(<Dropdown search selection options={options} minCharacters={bad} />)).toThrow(
        `Dropdown: minCharacters must be a whole number, 0 or more (got ${bad}).`,
      );
    }
  });

  it("keeps each value once from a search function's list, and takes anything but a list as none", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = (all: DropdownItemOption[]) => [...all, ...all];
    const user = userEvent.setup();
    const { unmount } = render(<Dropdown selection search={twice} options={options} />);
    await user.click(combobox());
    await user.keyboard('r');
    const shown = screen.getAllByRole('option').map((option) => option.textContent);
    expect(shown).toEqual([...new Set(shown)]);
    expect(shown.length).toBe(options.length);
    expect(error).not.toHaveBeenCalled();
    unmount();
    render(<Dropdown selection search={(() => 'nothing') as never} options={options} />);
    await user.click(combobox());
    await user.keyboard('r');
    expect(screen.getAllByRole('option').length).toBe(options.length);
    error.mockRestore();
  });

  it('offers the typed text with allowAdditions and calls onAddItem then onChange', async () => {
    const calls: string[] = [];
    function Languages() {
      const [list, setList] = useState(options);
      return (
        <Dropdown
          selection
          search
          allowAdditions
          additionLabel="Add: "
          options={list}
          onAddItem={(_, { value }) => {
            calls.push(`add ${String(value)}`);
            setList((old) => [...old, { key: String(value), value: value as string, text: String(value) }]);
          }}
          onChange={(_, { value }) => calls.push(`change ${String(value)}`)}
        />
      );
    }
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(combobox());
    await user.keyboard('Vue');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Add: Vue');
    await user.keyboard('{Enter}');
    expect(calls).toEqual(['add Vue', 'change Vue']);
    expect(document.querySelector('.divider.text')).toHaveTextContent('Vue');
  });

  it('refuses an unknown additionPosition', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<Dropdown selection options={options} additionPosition={'middle' as 'top'} />),
    ).toThrow(/additionPosition/);
  });

  it('clears the value with the clear icon (clearable)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Dropdown selection clearable options={options} defaultValue="ember" onChange={onChange} />,
    );
    const clear = container.querySelector('i.clear')!;
    expect(clear).toHaveClass('dropdown icon clear');
    await user.click(clear);
    expect(onChange.mock.calls[0]![1].value).toBe('');
    expect(container.querySelector('i.clear')).toBeNull();
    expect(container.querySelector('.text')).toHaveClass('default');
  });

  it('calls onOpen and onClose with the props, and follows a controlled open', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Dropdown selection options={options} onOpen={onOpen} onClose={onClose} />);
    await user.click(combobox());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![1]).toMatchObject({ selection: true });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dropdown selection options={options} open onOpen={onOpen} onClose={onClose} />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('matches accented text with deburr', async () => {
    const user = userEvent.setup();
    const names = [
      { value: 1, text: 'Élodie' },
      { value: 2, text: 'Marc' },
    ];
    render(<Dropdown selection search deburr options={names} />);
    await user.click(combobox());
    await user.keyboard('elo');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Élodie']);
  });

  it("takes Semantic UI React's behaviour switches without passing them to the DOM", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Dropdown
        selection
        options={options}
        closeOnBlur={false}
        closeOnEscape={false}
        openOnFocus={false}
        selectOnNavigation={false}
        selectOnBlur={false}
        wrapSelection={false}
        renderLabel={() => 'x'}
        defaultUpward
      />,
    );
    expect(error).not.toHaveBeenCalled();
    expect(container.firstElementChild!.getAttributeNames().sort()).toEqual(
      ['aria-controls', 'aria-expanded', 'aria-haspopup', 'aria-label', 'class', 'role', 'tabindex'].sort(),
    );
  });

  it('chooses nothing when focus leaves, with or without selectOnBlur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Dropdown selection selectOnBlur options={options} onChange={onChange} aria-label="Colour" />
        <button type="button">Next</button>
      </>,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens upward with defaultUpward, unless upward says otherwise', () => {
    const { container, rerender } = render(<Dropdown selection defaultUpward options={options} />);
    expect(container.firstElementChild).toHaveClass('upward');
    rerender(<Dropdown selection defaultUpward upward={false} options={options} />);
    expect(container.firstElementChild).not.toHaveClass('upward');
  });

  it('marks the option Semantic UI React would highlight while closed, with the menu not hidden', () => {
    const html = renderOnServer(<Dropdown selection options={options} defaultValue="ember" />);
    expect(html).toContain('class="menu transition"');
    expect(html).toMatch(/class="item active selected"><span class="text">Ember/);
  });

  it('shows its text whatever is chosen, named by it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Dropdown
        button
        search
        labeled
        icon="world"
        className="icon"
        text="Select Language"
        options={options}
      />,
    );
    const text = container.querySelector('.text')!;
    // Semantic UI React's classes: the text is no placeholder.
    expect(text).toHaveClass('divider text');
    expect(text).not.toHaveClass('default');
    expect(text).toHaveTextContent('Select Language');
    expect(combobox()).toHaveAccessibleName('Select Language');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Ember' }));
    expect(container.querySelector('.text')).toHaveTextContent('Select Language');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Dropdown search selection options={options} text={Number.NaN} />)).toThrow(
      'Dropdown: text must be a text or an element (got NaN).',
    );
    expect(() => render(<Dropdown selection options={options} header={Number.NaN} />)).toThrow(
      'Dropdown: header must be a text or an element (got NaN).',
    );
    // A dropdown of actions refuses them the same way.
    expect(() => render(<Dropdown options={options} text={Number.NaN} />)).toThrow(
      'Dropdown: text must be a text or an element (got NaN).',
    );
    expect(() => render(<Dropdown text="File" options={options} header={Number.NaN} />)).toThrow(
      'Dropdown: header must be a text or an element (got NaN).',
    );
  });

  it('draws a header above the options, and says in development that it draws no trigger or children (a dropdown of actions has them)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(
      <Dropdown selection trigger={<b>Pick</b>} header="Languages" options={options} />,
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Dropdown: trigger not drawn on a dropdown that chooses a value/),
    );
    expect(container.querySelector('.text')).not.toHaveTextContent('Pick');
    const menu = container.querySelector('.menu')!;
    expect(menu.firstElementChild).toHaveClass('header');
    expect(menu.firstElementChild).toHaveTextContent('Languages');
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);
    unmount();
    error.mockClear();
    // A list drawn windowed has no header, and says so.
    const many = Array.from({ length: 150 }, (_, n) => ({ key: n, value: n, text: `Option ${n}` }));
    const windowed = render(<Dropdown selection header="Languages" options={many} />);
    expect(error).toHaveBeenCalledWith(
      "sui-react: a dropdown's header is not drawn with lazyLoad or above 100 options (such a list is drawn windowed); it has 150 options.",
    );
    expect(windowed.container.querySelector('.menu > .header')).toBeNull();
    windowed.unmount();
    error.mockClear();
    // A multiple dropdown given a menu of its own draws its options, and names what it leaves out.
    const own = render(
      <Dropdown multiple text="Filter" options={options}>
        <DropdownMenu>
          <DropdownItem>Not drawn</DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Dropdown: children not drawn/));
    expect(own.container).not.toHaveTextContent('Not drawn');
    own.unmount();
    error.mockClear();
    // With no options, a menu of its own makes it a dropdown of actions, multiple only by its class.
    const filter = render(
      <Dropdown multiple search text="Filter" icon="filter">
        <DropdownMenu>
          <DropdownItem>Drawn</DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    expect(filter.container.firstElementChild).toHaveClass('ui', 'multiple', 'search', 'dropdown');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(filter.container.querySelector('.menu')).toHaveTextContent('Drawn');
    expect(filter.container.querySelector('[aria-multiselectable]')).toBeNull();
    filter.unmount();
    // Semantic UI React's search in a menu: the Input, divider and header before a nested scrolling
    // menu are the native filter, outside the menu role; the nested menu's items are the menu's.
    const search = render(
      <Dropdown text="Filter Posts" multiple icon="filter">
        <DropdownMenu>
          <Input icon="search" iconPosition="left" className="search" aria-label="Search tags" />
          <Dropdown.Divider />
          <Dropdown.Header icon="tags" content="Tag Label" />
          <DropdownMenu scrolling>
            <DropdownItem text="Important" />
            <DropdownItem text="News" />
          </DropdownMenu>
        </DropdownMenu>
      </Dropdown>,
    );
    const list = screen.getByRole('menu', { hidden: true });
    expect(list).toHaveClass('scrolling menu');
    expect(list.querySelectorAll(':scope > [role="menuitem"]')).toHaveLength(2);
    const field = screen.getByRole('textbox', { name: 'Search tags', hidden: true });
    expect(list).not.toContainElement(field);
    expect(list.parentElement).toContainElement(field);
    expect(list.parentElement!.querySelector(':scope > .header')).toHaveTextContent('Tag Label');
    expect(list.querySelector('[role="menu"]')).toBeNull();
    search.unmount();
    expect(error).not.toHaveBeenCalled();
    // A dropdown of actions draws them, and says nothing.
    render(<Dropdown text="Framework" header="Pick one" options={options} />);
    expect(screen.getByRole('button', { name: 'Framework' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('calls onLabelClick(event, data) with a chosen label’s content and value', async () => {
    const onLabelClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Dropdown multiple selection options={options} defaultValue={['ember']} onLabelClick={onLabelClick} />,
    );
    await user.click(container.querySelector('.ui.label')!);
    const [event, data] = onLabelClick.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toEqual({ active: false, content: 'Ember', value: 'ember' });
  });

  /** The chosen labels' kit classes (the scale animation's come after) and texts. */
  const chosen = (container: HTMLElement) =>
    Array.from(container.querySelectorAll<HTMLElement>('.ui.label')).map(
      (label) => `${label.className.split(' label')[0]}: ${label.textContent}`,
    );

  it('takes selectedLabel (controlled) and defaultSelectedLabel: that label is active; a click makes another active unless controlled', async () => {
    const user = userEvent.setup();
    const props = { multiple: true, selection: true, options, defaultValue: ['ember', 'react'] };
    const { container, rerender } = render(<Dropdown {...props} defaultSelectedLabel="react" />);
    expect(chosen(container)).toEqual(['ui: Ember', 'ui active: React']);
    await user.click(container.querySelector('.ui.label')!);
    expect(chosen(container)).toEqual(['ui active: Ember', 'ui: React']);
    const onLabelClick = vi.fn();
    rerender(<Dropdown {...props} selectedLabel="react" onLabelClick={onLabelClick} />);
    expect(chosen(container)).toEqual(['ui: Ember', 'ui active: React']);
    await user.click(container.querySelector('.ui.label')!);
    expect(onLabelClick.mock.calls[0]![1]).toEqual({ active: false, content: 'Ember', value: 'ember' });
    expect(chosen(container)).toEqual(['ui: Ember', 'ui active: React']);
  });

  it('without renderLabel, a label shows its option as the chosen value does: flag, image and text', () => {
    const flagged = [
      { key: 'fr', value: 'fr', flag: 'fr', text: 'France' },
      { key: 'de', value: 'de', image: { avatar: true, src: '/de.png' }, text: 'Germany' },
    ];
    const { container } = render(
      <Dropdown multiple selection options={flagged} defaultValue={['fr', 'de']} />,
    );
    expect(chosen(container)).toEqual(['ui: France', 'ui: Germany']);
    expect(container.querySelector('.ui.label > i.fr.flag')).not.toBeNull();
    expect(container.querySelector('.ui.label > img.ui.avatar.image')).toHaveAttribute('src', '/de.png');
  });

  it('draws each label from renderLabel: a text, a Label’s props (classes, icon, detail) or a Label element', () => {
    const renderLabel = vi.fn((item: DropdownItemOption, index: number, _own: DropdownLabelProps) =>
      index === 0 ? (
        `Just ${String(item.text)}`
      ) : index === 1 ? (
        {
          color: 'blue' as const,
          content: `Customized label - ${String(item.text)}`,
          icon: 'check',
          detail: 2,
        }
      ) : (
        <Label basic pointing="left" content="An element" />
      ),
    );
    const { container } = render(
      <Dropdown
        multiple
        selection
        options={options}
        defaultValue={['angular', 'ember', 'react']}
        defaultSelectedLabel="react"
        renderLabel={renderLabel}
      />,
    );
    expect(chosen(container)).toEqual([
      'ui: Just Angular',
      'ui blue: Customized label - Ember2',
      'ui active basic left pointing: An element',
    ]);
    expect(container.querySelector('.ui.blue.label > i.check.icon')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.ui.blue.label > .detail')).toHaveTextContent('2');
    expect(renderLabel.mock.calls.map(([item, index, own]) => [item.value, index, own])).toEqual([
      ['angular', 0, { active: false, value: 'angular', content: 'Angular' }],
      ['ember', 1, { active: false, value: 'ember', content: 'Ember' }],
      ['react', 2, { active: true, value: 'react', content: 'React' }],
    ]);
    // Each label's remove button still names its option.
    expect(screen.getByRole('button', { name: 'Remove Ember' })).toBeInTheDocument();
  });

  it('keeps 10,000 options windowed', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ key: i, value: i, text: `Option ${i}` }));
    const user = userEvent.setup();
    const { container } = render(<Dropdown selection search options={many} />);
    expect(container.querySelectorAll('.item')).toHaveLength(0);
    await user.click(combobox());
    expect(container.querySelectorAll('.item').length).toBeLessThan(200);
  });

  it('renders on the server without a warning and hydrates without one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = <Dropdown selection search options={options} defaultValue="react" name="framework" />;
    const html = renderOnServer(element);
    expect(html).toContain('class="ui selection search dropdown"');
    expect(error).not.toHaveBeenCalled();
    const hydrated = await hydrateServerHtml(element);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('compat Dropdown: a menu of actions', () => {
  it('is the native menu button, with the sub-components and their (event, data)', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Dropdown text="File" className="link item">
        <Dropdown.Menu>
          <Dropdown.Header content="Actions" />
          <Dropdown.Item text="New" description="ctrl + n" onClick={onClick} />
          <Dropdown.Divider />
          <DropdownItem icon="trash" text="Delete" />
        </Dropdown.Menu>
      </Dropdown>,
    );
    expect(container.firstElementChild).toHaveClass('ui dropdown link item');
    const trigger = screen.getByRole('button', { name: 'File' });
    expect(trigger).toHaveClass('divider text');
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: /New/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![1]).toMatchObject({ text: 'New', description: 'ctrl + n' });
    expect(trigger).toHaveFocus();
    expect(container.querySelector('.item > i.trash.icon + span.text')).toHaveTextContent('Delete');
  });

  it('names an icon-only trigger after its icon, for screen readers only', () => {
    render(
      <Dropdown item simple icon="wrench">
        <Dropdown.Menu>
          <Dropdown.Item>Open</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>,
    );
    expect(screen.getByRole('button', { name: 'wrench' })).toHaveClass('divider text');
  });

  it('turns options into items when given a text, and reports the item chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Dropdown text="Framework" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Framework' }));
    await user.click(screen.getByRole('menuitem', { name: 'React' }));
    expect(onChange.mock.calls[0]![1]).toMatchObject({ value: 'react', text: 'Framework' });
  });
});

describe('compat Search', () => {
  const results = [
    { title: 'Alpha', description: 'first' },
    { title: 'Beta', description: 'second', price: '$2' },
  ];

  it('shows the results the app passes for the query and calls onResultSelect(event, data)', async () => {
    const onResultSelect = vi.fn();
    function App() {
      const [shown, setShown] = useState<typeof results>([]);
      return (
        <Search
          results={shown}
          onSearchChange={(_, { value }) =>
            setShown(results.filter((r) => r.title.toLowerCase().includes(value.toLowerCase())))
          }
          onResultSelect={onResultSelect}
        />
      );
    }
    const user = userEvent.setup();
    const { container } = render(<App />);
    expect(container.firstElementChild).toHaveClass('ui search');
    await user.type(screen.getByRole('combobox'), 'be');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(container.querySelector('.result .content .price')).toHaveTextContent('$2');
    await user.click(screen.getByRole('option'));
    expect(onResultSelect.mock.calls[0]![0].type).toBe('click');
    expect(onResultSelect.mock.calls[0]![1].result).toEqual(results[1]);
    expect(screen.getByRole('combobox')).toHaveValue('Beta');
  });

  it('flattens category results, honours minCharacters and refuses a bad one', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <Search
        category
        minCharacters={2}
        results={{ a: { name: 'A', results }, b: { name: 'B', results: [] } }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('ui category search');
    await user.type(screen.getByRole('combobox'), 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(screen.getByRole('combobox'), 'y');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => rerender(<Search minCharacters={-1} />)).toThrow(/minCharacters/);
  });

  it('renders on the server without a warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(renderOnServer(<Search loading fluid results={results} />)).toContain(
      'class="ui search fluid loading"',
    );
    expect(error).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, createRef, useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { hydrateServerHtml, serverError } from '../../test-utils/server.js';
import { Dropdown, type DropdownHandle, type DropdownProps } from './Dropdown.js';
import { DropdownDivider, DropdownHeader, DropdownItem, DropdownMenu } from './DropdownMenu.js';
import { TYPEAHEAD_RESET_MS } from '../../internal/typeahead.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { dropdownKeyboard } from './keyboard.js';

function FileMenu(props: Partial<DropdownProps> & { onPick?: (name: string) => void; menuProps?: object }) {
  const { onPick = () => {}, menuProps, ...dropdown } = props;
  return (
    <>
      <button type="button">Before</button>
      <Dropdown text="File" {...dropdown}>
        <DropdownMenu {...menuProps}>
          <DropdownHeader>Actions</DropdownHeader>
          <DropdownItem onSelect={() => onPick('New')}>New</DropdownItem>
          <DropdownItem description="ctrl + o" onSelect={() => onPick('Open')}>
            Open...
          </DropdownItem>
          <DropdownItem disabled onSelect={() => onPick('Locked')}>
            Locked
          </DropdownItem>
          <DropdownDivider />
          <Dropdown text="Publish">
            <DropdownMenu>
              <DropdownItem onSelect={() => onPick('Docs')}>Docs</DropdownItem>
              <DropdownItem onSelect={() => onPick('Drive')}>Drive</DropdownItem>
            </DropdownMenu>
          </Dropdown>
          <DropdownItem onSelect={() => onPick('Mail')}>Mail</DropdownItem>
          <DropdownItem disabled>Last disabled</DropdownItem>
        </DropdownMenu>
      </Dropdown>
      <button type="button">After</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'File' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const rootMenu = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;

describe('Dropdown markup', () => {
  it('renders the kit markup with a menu button, a menu and menu items', () => {
    render(<FileMenu className="primary button" />);
    const root = trigger().parentElement!;
    expect(root).toHaveClass('ui dropdown primary button');
    expect(root).not.toHaveClass('active');
    expect(trigger()).toHaveClass('text');
    expect(trigger()).toHaveAttribute('tabindex', '0');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(root.querySelector(':scope > i')).toHaveClass('dropdown icon');
    const menu = rootMenu();
    expect(menu).toHaveAttribute('role', 'menu');
    expect(menu).toHaveAttribute('aria-labelledby', trigger().id);
    expect(menu).toHaveClass('menu transition hidden');
    expect(screen.getByText('Actions')).toHaveClass('header');
    expect(menu.querySelector('.divider')).toHaveAttribute('role', 'separator');
    // The description is a separate part of the item: the label names it, the description describes it.
    const open = screen.getByText('Open...').closest('[role="menuitem"]')!;
    expect(open.querySelector('.description')).toHaveTextContent('ctrl + o');
    expect(open).toHaveAccessibleName('Open...');
    expect(open).toHaveAccessibleDescription('ctrl + o');
    const locked = screen.getByText('Locked');
    expect(locked).toHaveClass('item disabled');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAttribute('tabindex', '-1');
  });

  it('makes a nested dropdown a menu item with its own menu', () => {
    render(<FileMenu />);
    const nested = screen.getByText('Publish').parentElement!;
    expect(nested).toHaveClass('item');
    expect(nested).not.toHaveClass('ui');
    expect(nested).toHaveAttribute('role', 'menuitem');
    expect(nested).toHaveAttribute('aria-haspopup', 'menu');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(nested.firstElementChild).toHaveClass('dropdown icon');
    expect(nested.querySelector('[role="menu"]')).toHaveAttribute(
      'aria-labelledby',
      screen.getByText('Publish').id,
    );
  });

  it('takes its variations as props, none reaching the DOM', () => {
    render(<FileMenu button pointing="top left" floating size="small" className="primary" />);
    const root = trigger().parentElement!;
    expect(root.className).toBe('ui button top left pointing floating small dropdown primary');
    for (const name of ['button', 'pointing', 'floating', 'size']) expect(root).not.toHaveAttribute(name);
  });

  it('does not repeat classes given in className, and takes another icon or none', () => {
    const { rerender } = render(<FileMenu className="ui primary dropdown button" icon="caret right" />);
    expect(trigger().parentElement!.className).toBe('ui dropdown primary button');
    expect(trigger().parentElement!.querySelector(':scope > i')).toHaveClass('caret right icon');
    rerender(<FileMenu icon={null} />);
    expect(trigger().parentElement!.querySelector(':scope > i')).toBeNull();
  });

  it('renders an item with href as a link', () => {
    render(
      <Dropdown text="Go">
        <DropdownMenu>
          <DropdownItem href="#/somewhere">Somewhere</DropdownItem>
          <DropdownItem href="#/nowhere" disabled>
            Nowhere
          </DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    expect(screen.getByText('Somewhere').tagName).toBe('A');
    expect(screen.getByText('Somewhere')).toHaveAttribute('href', '#/somewhere');
    expect(screen.getByText('Nowhere')).not.toHaveAttribute('href');
  });
});

describe('Dropdown by mouse', () => {
  it('opens on a click, focuses the trigger, and closes on a second click', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<FileMenu onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(trigger().parentElement).toHaveClass('active visible');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
    expect(rootMenu()).toHaveClass('transition animating in slide down');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on a click anywhere on the dropdown, such as its icon', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await user.click(trigger().parentElement!.querySelector('i')!);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
  });

  it('itemClick (default): choosing an item calls onSelect and closes the chain', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<FileMenu onPick={onPick} />);
    await user.click(trigger());
    await user.click(item('Publish'));
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(item('Drive'));
    expect(onPick).toHaveBeenCalledWith('Drive');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('ignores clicks on disabled items, headers and dividers', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<FileMenu onPick={onPick} />);
    await user.click(trigger());
    fireEvent.click(screen.getByText('Locked'));
    fireEvent.click(screen.getByText('Actions'));
    fireEvent.click(rootMenu().querySelector('.divider')!);
    expect(onPick).not.toHaveBeenCalled();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside, but not in the disabled mode', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FileMenu />);
    await user.click(trigger());
    await user.click(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(<FileMenu autoClose="disabled" />);
    await user.click(trigger());
    await user.click(document.body);
    await user.click(item('New'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('outsideClick: an item click keeps the menu open, a click outside closes it', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<FileMenu autoClose="outsideClick" onPick={onPick} />);
    await user.click(trigger());
    await user.click(item('New'));
    expect(onPick).toHaveBeenCalledWith('New');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('After'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the item under the pointer, and moves focus to it when focus is in the dropdown', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await user.click(trigger());
    await user.hover(item('Mail'));
    expect(item('Mail')).toHaveClass('selected');
    expect(item('Mail')).toHaveFocus();
    await user.hover(screen.getByText('Locked'));
    expect(screen.getByText('Locked')).not.toHaveClass('selected');
    expect(item('Mail')).toHaveClass('selected');
  });
});

testKeyboard('Dropdown', dropdownKeyboard, {
  'On the trigger: Enter, Space, ArrowDown': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      trigger().focus();
      await user.keyboard(key);
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(item('New')).toHaveFocus();
      expect(item('New')).toHaveClass('selected');
      await user.keyboard('{Escape}');
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(trigger()).toHaveFocus();
    }
  },
  'In a field in a menu: A letter, Home, End, Space': async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Dropdown text="Filter">
        <DropdownMenu filter={<input aria-label="Filter tags" />}>
          <DropdownItem onSelect={onSelect}>Important</DropdownItem>
          <DropdownItem>News</DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    const button = screen.getByRole('button', { name: 'Filter' });
    const field = screen.getByRole('textbox', { name: 'Filter tags', hidden: true });
    // The field is outside the menu role, which holds only items; the list scrolls.
    const list = screen.getByRole('menu', { hidden: true });
    expect(list).not.toContainElement(field);
    expect(list).toHaveClass('scrolling menu');
    expect(list.parentElement).toHaveClass('menu');
    expect(list.parentElement).toContainElement(field);
    expect(button).toHaveAttribute('aria-controls', list.id);
    // Opened by the user, by a click or a key, the menu opens on its field, ready to filter.
    await user.click(button);
    expect(field).toHaveFocus();
    await user.keyboard('new s{Home}x{End}y');
    expect(field).toHaveValue('xnew sy');
    // The typed letters did not move the highlight to News (the menu's typeahead).
    expect(screen.getByRole('menuitem', { name: 'News' })).not.toHaveClass('selected');
    expect(field).toHaveFocus();
    // Down goes to the items, and up from the first one back to the field.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Important' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Important' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Important' })).not.toHaveClass('selected');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveFocus();
    // Up on the trigger still opens on the last item.
    await user.keyboard('{Escape}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'News' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  },
  'On the trigger: ArrowUp': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Mail')).toHaveFocus();
  },
  'In a menu: ArrowDown, ArrowUp': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}');
    expect(item('New')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // "Locked" is disabled: skipped.
    expect(item('Publish')).toHaveFocus();
    expect(item('Open...')).not.toHaveClass('selected');
    expect(item('Publish')).toHaveClass('selected');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Mail')).toHaveFocus();
    // "Last disabled" is disabled: Mail is the end.
    await user.keyboard('{ArrowDown}');
    expect(item('Mail')).toHaveFocus();
  },
  'In a menu: Home, End': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(item('Mail')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('New')).toHaveFocus();
  },
  'In a menu: A letter': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('m');
    expect(item('Mail')).toHaveFocus();
    await user.keyboard('a');
    expect(item('Mail')).toHaveFocus();
    // Characters typed after a pause start a new query.
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('o');
    // "Open..." is matched on its label, not on its description.
    expect(item('Open...')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('l');
    // "Locked" is disabled.
    expect(item('Open...')).toHaveFocus();
  },
  'On an item: Enter, Space': async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<FileMenu onPick={onPick} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('New');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowDown} ');
    expect(onPick).toHaveBeenLastCalledWith('Drive');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    // On an item with a nested menu, Enter opens that menu on its first item.
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Docs')).toHaveFocus();
  },
  'On an item with a nested menu: ArrowRight': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{End}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{ArrowUp}');
    expect(item('Publish')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Docs')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Drive')).toHaveFocus();
  },
  'In a nested menu: ArrowLeft': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowDown}');
    expect(item('Drive')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Publish')).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  },
  'In a menu: Escape': async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(item('Docs')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(item('Publish')).toHaveFocus();
    expect(item('Publish')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  },
  'In a menu: Tab': async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('After')).toHaveFocus();
    rerender(<FileMenu autoClose="disabled" />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  },
});

describe('Dropdown by keyboard, beyond the table', () => {
  it('Down and Up on the trigger of an open menu go to its first and last items', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await user.click(trigger());
    await user.keyboard('{ArrowUp}');
    expect(item('Mail')).toHaveFocus();
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('New')).toHaveFocus();
  });

  it('leaves keys alone while closed, other than the opening ones', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    trigger().focus();
    await user.keyboard('{Escape}{ArrowLeft}{Home}m');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dropdown props', () => {
  it('follows a controlled open prop and reports changes', async () => {
    function Controlled({ children }: { children?: ReactNode }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Toggle
          </button>
          <p>open: {String(open)}</p>
          <FileMenu open={open} onOpenChange={setOpen} />
          {children}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('Toggle'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // Opened by code: focus stays where it was.
    expect(screen.getByText('Toggle')).toHaveFocus();
    await user.click(screen.getByText('Toggle'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('open: false')).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.getByText('open: true')).toBeInTheDocument();
    await user.click(item('New'));
    expect(screen.getByText('open: false')).toBeInTheDocument();
  });

  it('leaves the keys of a nested dropdown’s filter to it: letters typed there move no highlight in the outer menu', async () => {
    const user = userEvent.setup();
    render(
      <Dropdown text="Posts" defaultOpen>
        <DropdownMenu>
          <DropdownItem>Archive</DropdownItem>
          <Dropdown text="Tags">
            <DropdownMenu filter={<input aria-label="Filter tags" />}>
              <DropdownItem>News</DropdownItem>
              <DropdownItem>Tips</DropdownItem>
            </DropdownMenu>
          </Dropdown>
        </DropdownMenu>
      </Dropdown>,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Tags' }));
    const field = screen.getByRole('textbox', { name: 'Filter tags' });
    await user.click(field);
    await user.keyboard('archive');
    expect(field).toHaveValue('archive');
    expect(field).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).not.toHaveClass('selected');
    // Down goes to the nested menu's items, not the outer one's.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'News' })).toHaveFocus();
  });

  it('hides the list of a filtered menu while it has no item, and shows it again', () => {
    const menu = (items: string[]) => (
      <Dropdown text="Tags" defaultOpen>
        <DropdownMenu filter={<input aria-label="Filter" />}>
          {items.map((name) => (
            <DropdownItem key={name}>{name}</DropdownItem>
          ))}
        </DropdownMenu>
      </Dropdown>
    );
    const { container, rerender } = render(menu(['News']));
    const list = container.querySelector<HTMLElement>('.scrolling.menu')!;
    expect(list).toHaveAttribute('role', 'menu');
    expect(list.style.display).toBe('');
    rerender(menu([]));
    expect(list.style.display).toBe('none');
    rerender(menu(['News', 'Important']));
    expect(list.style.display).toBe('');
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('starts open with defaultOpen', () => {
    render(<FileMenu defaultOpen />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(rootMenu()).toHaveClass('transition visible');
  });

  it('disabled: ignores clicks and keys, leaves the tab order, and closes when disabled while open', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<FileMenu defaultOpen onOpenChange={onOpenChange} />);
    rerender(<FileMenu defaultOpen disabled onOpenChange={onOpenChange} />);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-disabled', 'true');
    expect(trigger()).not.toHaveAttribute('tabindex');
    expect(trigger().parentElement).toHaveClass('disabled');
    await user.click(trigger());
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a controlled open dropdown that is disabled asks to close', () => {
    const onOpenChange = vi.fn();
    render(<FileMenu open disabled onOpenChange={onOpenChange} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a disabled nested dropdown is a disabled item that does not open', async () => {
    const user = userEvent.setup();
    render(
      <Dropdown text="Root" defaultOpen>
        <DropdownMenu>
          <Dropdown text="Sub" disabled>
            <DropdownMenu>
              <DropdownItem>Inner</DropdownItem>
            </DropdownMenu>
          </Dropdown>
          <DropdownItem>Other</DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    const sub = screen.getByText('Sub').parentElement!;
    expect(sub).toHaveClass('item disabled');
    expect(sub).toHaveAttribute('aria-disabled', 'true');
    await user.click(sub);
    expect(sub).toHaveAttribute('aria-expanded', 'false');
    screen.getByRole('button', { name: 'Root' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Other')).toHaveFocus();
  });

  it('autoSelectFirst highlights the first enabled item on every opening', async () => {
    const user = userEvent.setup();
    render(<FileMenu menuProps={{ autoSelectFirst: true }} />);
    await user.click(trigger());
    expect(item('New')).toHaveClass('selected');
    expect(item('New')).toHaveFocus();
    await user.hover(item('Mail'));
    await user.click(trigger());
    await user.click(trigger());
    expect(item('New')).toHaveClass('selected');
    expect(item('Mail')).not.toHaveClass('selected');
  });

  it('without autoSelectFirst, a click opens with nothing highlighted', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await user.click(trigger());
    expect(rootMenu().querySelector('.selected')).toBeNull();
  });

  it('runs the slide down transition for 200 ms, or the one given', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<FileMenu />);
      fireEvent.click(trigger());
      expect(rootMenu()).toHaveClass('transition animating in slide down');
      expect(rootMenu().style.animationDuration).toBe('200ms');
      act(() => vi.advanceTimersByTime(200));
      expect(rootMenu()).toHaveClass('transition visible');
      expect(rootMenu()).not.toHaveClass('animating');
      fireEvent.click(trigger());
      expect(rootMenu()).toHaveClass('transition visible animating out slide down');
      act(() => vi.advanceTimersByTime(200));
      expect(rootMenu()).toHaveClass('transition hidden');
      rerender(<FileMenu menuProps={{ transition: 'fade', transitionDuration: 50 }} />);
      fireEvent.click(trigger());
      expect(rootMenu()).toHaveClass('animating in fade');
      expect(rootMenu().style.animationDuration).toBe('50ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens, closes and toggles through its ref, nested ones included', () => {
    const root = createRef<DropdownHandle>();
    const sub = createRef<DropdownHandle>();
    const onSubChange = vi.fn();
    render(
      <Dropdown text="Root" ref={root}>
        <DropdownMenu>
          <Dropdown text="Sub" ref={sub} onOpenChange={onSubChange}>
            <DropdownMenu>
              <DropdownItem>Inner</DropdownItem>
            </DropdownMenu>
          </Dropdown>
        </DropdownMenu>
      </Dropdown>,
    );
    const rootTrigger = screen.getByRole('button', { name: 'Root' });
    const subItem = screen.getByText('Sub').parentElement!;
    act(() => sub.current!.open());
    // Opening a nested dropdown opens the chain around it.
    expect(rootTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(subItem).toHaveAttribute('aria-expanded', 'true');
    expect(onSubChange).toHaveBeenLastCalledWith(true);
    // Closing the parent closes its children.
    act(() => root.current!.close());
    expect(subItem).toHaveAttribute('aria-expanded', 'false');
    expect(onSubChange).toHaveBeenLastCalledWith(false);
    act(() => root.current!.toggle());
    expect(rootTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(subItem).toHaveAttribute('aria-expanded', 'false');
    act(() => sub.current!.toggle());
    expect(subItem).toHaveAttribute('aria-expanded', 'true');
    act(() => sub.current!.close());
    expect(subItem).toHaveAttribute('aria-expanded', 'false');
    expect(rootTrigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('passes onClick, onKeyDown and other attributes through', async () => {
    const onClick = vi.fn();
    const onItemClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Dropdown text="Root" data-testid="root" onClick={onClick}>
        <DropdownMenu data-testid="menu" className="left">
          <DropdownItem data-testid="item" onClick={onItemClick}>
            One
          </DropdownItem>
        </DropdownMenu>
      </Dropdown>,
    );
    expect(screen.getByTestId('menu')).toHaveClass('menu left');
    await user.click(screen.getByRole('button', { name: 'Root' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('item'));
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  it('works under StrictMode', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <FileMenu />
      </StrictMode>,
    );
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('New')).toHaveFocus();
    expect(rootMenu()).toHaveClass('animating in slide down');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dropdown errors', () => {
  function renderError(node: ReactNode) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(<TestErrorBoundary>{node}</TestErrorBoundary>);
    const message = screen.getByRole('alert').textContent;
    unmount();
    vi.mocked(console.error).mockRestore();
    return message;
  }

  it('needs a menu', () => {
    expect(renderError(<Dropdown text="Lonely" />)).toBe('A <Dropdown> must contain a <DropdownMenu>.');
  });

  it('needs its parts in place', () => {
    expect(renderError(<DropdownMenu />)).toBe('A <DropdownMenu> must be placed inside a <Dropdown>.');
    expect(
      renderError(
        <Dropdown text="x">
          <DropdownItem>Stray</DropdownItem>
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('A <DropdownItem> must be placed inside a <DropdownMenu>.');
  });

  it('needs a text', () => {
    expect(
      renderError(
        <Dropdown text="">
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('Dropdown: text is required; it labels the button that opens the menu (got "").');
    // Found by the prop fuzz: the message shows the value, and a boolean is no label either.
    expect(
      renderError(
        <Dropdown text={null}>
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('Dropdown: text is required; it labels the button that opens the menu (got null).');
    expect(
      renderError(
        <Dropdown text={false}>
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('Dropdown: text is required; it labels the button that opens the menu (got false).');
    // NaN would show as "NaN" (JSON.stringify would call it null).
    expect(
      renderError(
        <Dropdown text={Number.NaN}>
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('Dropdown: text is required; it labels the button that opens the menu (got NaN).');
  });

  it('refuses an unknown autoClose', () => {
    expect(
      renderError(
        <Dropdown text="x" autoClose={'hover' as never}>
          <DropdownMenu />
        </Dropdown>,
      ),
    ).toBe('Dropdown: unknown autoClose "hover". Use one of: itemClick, outsideClick, disabled.');
  });

  it('refuses a negative or non-numeric transitionDuration', () => {
    for (const bad of [-1, Number.NaN]) {
      expect(
        renderError(
          <Dropdown text="x">
            <DropdownMenu transitionDuration={bad} />
          </Dropdown>,
        ),
      ).toBe(`DropdownMenu: transitionDuration must be a number of milliseconds, 0 or more (got ${bad}).`);
    }
  });

  it('refuses open and defaultOpen on a nested dropdown', () => {
    expect(
      renderError(
        <Dropdown text="x">
          <DropdownMenu>
            <Dropdown text="y" defaultOpen>
              <DropdownMenu />
            </Dropdown>
          </DropdownMenu>
        </Dropdown>,
      ),
    ).toBe(
      'Dropdown: open and defaultOpen apply to the outermost dropdown; a nested dropdown opens from its parent menu.',
    );
  });
});

describe('Dropdown on the server', () => {
  const browserError = (node: ReactElement) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(<TestErrorBoundary>{node}</TestErrorBoundary>);
    spy.mockRestore();
    const message = container.querySelector('[role=alert]')?.textContent ?? null;
    unmount();
    return message;
  };

  const invalid: Array<[string, ReactElement]> = [
    ['no menu', <Dropdown key="a" text="Lonely" />],
    [
      'a nested dropdown without a menu',
      <Dropdown key="b" text="File">
        <DropdownMenu>
          <DropdownItem>New</DropdownItem>
          <Dropdown text="Publish" />
        </DropdownMenu>
      </Dropdown>,
    ],
    [
      "a dropdown whose only menu is a nested dropdown's",
      <Dropdown key="c" text="File">
        <div>
          <Dropdown text="Publish">
            <DropdownMenu>
              <DropdownItem>Docs</DropdownItem>
            </DropdownMenu>
          </Dropdown>
        </div>
      </Dropdown>,
    ],
  ];

  it.each(invalid)('throws the browser error for %s', (_, tree) => {
    expect(serverError(tree)).toBe('A <Dropdown> must contain a <DropdownMenu>.');
    expect(browserError(tree)).toBe('A <Dropdown> must contain a <DropdownMenu>.');
  });

  it.each([
    ['closed', <FileMenu key="a" />],
    ['open', <FileMenu key="b" defaultOpen />],
  ])('renders a %s dropdown with a nested one and hydrates it with no warning', async (_, tree) => {
    const { container, problems, unmount } = await hydrateServerHtml(tree);
    expect(problems).toEqual([]);
    expect(container.querySelectorAll('[role=menu]')).toHaveLength(2);
    unmount();
  });

  it.each([
    ['with items', ['News', 'Important']],
    ['left empty by its filter', []],
  ])('renders a menu with a filter %s and hydrates it with no warning', async (_, items) => {
    const { container, problems, unmount } = await hydrateServerHtml(
      <Dropdown text="Tags" defaultOpen>
        <DropdownMenu filter={<input aria-label="Filter" defaultValue="n" />}>
          {items.map((name) => (
            <DropdownItem key={name}>{name}</DropdownItem>
          ))}
        </DropdownMenu>
      </Dropdown>,
    );
    expect(problems).toEqual([]);
    const list = container.querySelector<HTMLElement>('[role=menu]')!;
    expect(list.querySelectorAll('[role=menuitem]')).toHaveLength(items.length);
    expect(list.style.display).toBe(items.length ? '' : 'none');
    expect(list.previousElementSibling).toHaveAttribute('aria-label', 'Filter');
    unmount();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Menu, MenuHeader, MenuItem, MenuMenu, type MenuItemProps } from './index.js';
import { menuKeyboard } from './keyboard.js';
import { startCase } from './MenuItem.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Menu', () => {
  it('draws the kit classes in Semantic UI React order, with no landmark or role of its own', () => {
    const menu = first(
      <Menu
        color="red"
        size="large"
        pointing
        secondary
        attached="top"
        icon="labeled"
        tabular="right"
        fixed="top"
        widths={3}
        className="extra"
      />,
    );
    expect(menu.tagName).toBe('DIV');
    expect(menu.getAttribute('role')).toBeNull();
    for (const c of [
      'ui',
      'red',
      'large',
      'pointing',
      'secondary',
      'top attached',
      'labeled icon',
      'right tabular',
      'top fixed',
      'three item',
      'extra',
      'menu',
    ])
      expect(menu.className).toContain(c);
    expect(menu.className.endsWith('menu')).toBe(true);
  });

  it('is a named navigation landmark as a nav', () => {
    render(
      <Menu as="nav" aria-label="Main">
        <Menu.Item href="/">Home</Menu.Item>
      </Menu>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('ui', 'menu');
  });

  it('passes a ref, parts are static and named', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Menu ref={ref} />);
    expect(ref.current).toHaveClass('menu');
    expect(Menu.Item).toBe(MenuItem);
    expect(Menu.Menu).toBe(MenuMenu);
    expect(Menu.Header).toBe(MenuHeader);
  });

  it('Menu.Menu and Menu.Header', () => {
    const menu = first(
      <Menu vertical>
        <Menu.Item>
          <Menu.Header content="Products" />
          <Menu.Menu position="right" content={<Menu.Item name="enterprise" />} />
        </Menu.Item>
      </Menu>,
    );
    expect(menu.innerHTML).toBe(
      '<div class="item"><div class="header">Products</div><div class="right menu"><div class="item">Enterprise</div></div></div>',
    );
  });

  it('refuses a widths the kit has no rule for, naming the prop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Menu widths={20 as never} />)).toThrow(/Menu.*widths.*20/);
    expect(() => render(<Menu widths={Number.NaN as never} />)).toThrow(/widths/);
    vi.restoreAllMocks();
  });
});

describe('Menu.Item', () => {
  it('is plain text, a link with href, a button with onClick', () => {
    render(
      <Menu>
        <Menu.Item name="text" />
        <Menu.Item name="link" href="/a" />
        <Menu.Item name="button" onClick={() => {}} />
      </Menu>,
    );
    expect(screen.getByText('Text').tagName).toBe('DIV');
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/a');
    const button = screen.getByRole('button', { name: 'Button' });
    expect(button.tagName).toBe('A');
    expect(button).toHaveAttribute('tabindex', '0');
  });

  it('start-cases its name when there is no content', () => {
    expect(startCase('upcomingEvents')).toBe('Upcoming Events');
    expect(startCase('upcoming-events')).toBe('Upcoming Events');
    expect(startCase('__browse_all__')).toBe('Browse All');
    expect(startCase('')).toBe('');
    expect(first(<MenuItem name="editorials" content="Mine" />).textContent).toBe('Mine');
    expect(first(<MenuItem name="editorials">Child</MenuItem>).textContent).toBe('Child');
  });

  it('sets aria-current: page on a link, true otherwise', () => {
    expect(first(<MenuItem active href="/" />)).toHaveAttribute('aria-current', 'page');
    expect(first(<MenuItem active onClick={() => {}} />)).toHaveAttribute('aria-current', 'true');
    expect(first(<MenuItem active />)).toHaveAttribute('aria-current', 'true');
    expect(first(<MenuItem />)).not.toHaveAttribute('aria-current');
  });

  it('gives the item classes, and `icon` for an icon alone', () => {
    expect(
      first(<MenuItem color="red" position="right" active disabled header link fitted="vertically" />)
        .className,
    ).toBe('red right active disabled header link vertically fitted item');
    const icon = first(<MenuItem icon="gamepad" aria-label="Games" />);
    expect(icon.className).toBe('icon item');
    expect(icon.innerHTML).toBe('<i aria-hidden="true" class="gamepad icon"></i>');
    expect(first(<MenuItem icon="gamepad" name="games" />).className).toBe('item');
    expect(first(<MenuItem icon>x</MenuItem>).className).toBe('icon item');
  });

  it('calls onClick with the event and its props; not while disabled', async () => {
    const onClick = vi.fn();
    render(
      <>
        <MenuItem name="a" index={2} onClick={onClick} />
        <MenuItem name="b" disabled onClick={onClick} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(onClick).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ name: 'a', index: 2 }),
    );
    const disabled = screen.getByRole('button', { name: 'B' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('tabindex');
    fireEvent.click(disabled);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a disabled link its href away', () => {
    const link = first(<MenuItem href="/x" disabled name="x" />);
    expect(link.tagName).toBe('A');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('a `button` stays a button, with type="button"', () => {
    const button = first(<MenuItem as="button" onClick={() => {}} name="go" />);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('role');
  });
});

testKeyboard('Menu', menuKeyboard, {
  'Tab, Shift+Tab': async () => {
    const user = userEvent.setup();
    render(
      <Menu>
        <Menu.Item header>Shop</Menu.Item>
        <Menu.Item href="/a">A</Menu.Item>
        <Menu.Item>Text</Menu.Item>
        <Menu.Item onClick={() => {}}>B</Menu.Item>
        <Menu.Item disabled onClick={() => {}}>
          C
        </Menu.Item>
        <Menu.Item onClick={() => {}}>D</Menu.Item>
      </Menu>,
    );
    const order: Array<string | null | undefined> = [];
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      order.push(document.activeElement?.textContent);
    }
    expect(order).toEqual(['A', 'B', 'D']);
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('B');
  },
  Enter: async () => {
    const user = userEvent.setup();
    const onItemClick = vi.fn();
    render(<Menu items={['home', 'messages']} defaultActiveIndex={0} onItemClick={onItemClick} />);
    screen.getByRole('button', { name: 'Messages' }).focus();
    await user.keyboard('{Enter}');
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
  Space: async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<MenuItem name="go" onClick={onClick} />);
    screen.getByRole('button').focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  },
});

describe('Menu items', () => {
  it('draws the items shorthand with their index, Semantic UI React style', () => {
    const menu = first(
      <Menu
        items={['home', { key: 'm', name: 'messages', color: 'red' }, <Menu.Item key="x">X</Menu.Item>]}
        activeIndex={1}
      />,
    );
    expect(menu.innerHTML).toBe(
      '<div class="item">Home</div><div aria-current="true" class="active red item">Messages</div><div class="item">X</div>',
    );
  });

  it('moves the active item on click when uncontrolled, calling the item and the menu', async () => {
    const own = vi.fn();
    const onItemClick = vi.fn();
    render(
      <Menu
        items={[{ name: 'a' }, { name: 'b', onClick: own }]}
        defaultActiveIndex="0"
        onItemClick={onItemClick}
      />,
    );
    expect(screen.getByRole('button', { name: 'A' })).toHaveClass('active');
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'B' })).toHaveClass('active');
    expect(screen.getByRole('button', { name: 'A' })).not.toHaveClass('active');
    expect(own).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ name: 'b', index: 1 }));
    expect(onItemClick).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'b', index: 1 }),
    );
  });

  it('follows activeIndex when controlled', async () => {
    function Host() {
      const [active, setActive] = useState(0);
      return (
        <>
          <Menu items={['a', 'b']} activeIndex={active} onItemClick={() => {}} />
          <button type="button" onClick={() => setActive(1)}>
            move
          </button>
        </>
      );
    }
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    // The click asks; the parent did not move it.
    expect(screen.getByRole('button', { name: 'A' })).toHaveClass('active');
    await userEvent.click(screen.getByRole('button', { name: 'move' }));
    expect(screen.getByRole('button', { name: 'B' })).toHaveClass('active');
  });

  it('leaves no item active for an index that names none (NaN, negative, too large, a fraction)', () => {
    for (const index of [Number.NaN, -1, 5, 1.5, Infinity, 'x']) {
      const { container, unmount } = render(<Menu items={['a', 'b']} activeIndex={index} />);
      expect(container.querySelector('.active')).toBeNull();
      unmount();
    }
  });

  it('skips empty items, keeps children over items, and draws 2,000 items', () => {
    expect(first(<Menu items={[null, false, 'a']} />).innerHTML).toBe('<div class="item">A</div>');
    expect(first(<Menu items={['a']}>own</Menu>).innerHTML).toBe('own');
    expect(first(<Menu items={[]} />).innerHTML).toBe('');
    expect(first(<Menu items={[<span key="s">plain</span>]} activeIndex={0} />).innerHTML).toBe(
      '<span>plain</span>',
    );
    expect(first(<MenuItem as="div" href="" />)).not.toHaveAttribute('href');
    const many = Array.from({ length: 2_000 }, (_, i) => `item${i}`);
    expect(first(<Menu items={many} activeIndex={1_999} />).querySelectorAll('.item')).toHaveLength(2_000);
  });

  it('allows duplicate names (items are keyed by place)', () => {
    const error = vi.spyOn(console, 'error');
    render(<Menu items={['a', 'a']} defaultActiveIndex={0} />);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders on the server and hydrates with no warning', async () => {
    const items: MenuItemProps[] = [
      { name: 'home', href: '/' },
      { name: 'about', href: '/about' },
    ];
    const ui = (
      <Menu as="nav" aria-label="Site" pointing items={items} defaultActiveIndex={0} onItemClick={() => {}} />
    );
    expect(renderOnServer(ui)).toContain('aria-current="page"');
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.container.querySelector('[aria-current="page"]')?.textContent).toBe('Home');
    hydrated.unmount();
  });
});

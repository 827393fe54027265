import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../../test-utils/server.js';
import {
  List,
  ListContent,
  ListDescription,
  ListHeader,
  ListIcon,
  ListItem,
  ListList,
  type ListItemProps,
} from './index.js';

afterEach(() => vi.restoreAllMocks());

const first = (ui: React.ReactElement) => render(ui).container.firstElementChild as HTMLElement;
const sorted = (el: Element) => el.className.split(' ').sort();

describe('List', () => {
  it('has its parts as static members', () => {
    expect([List.Item, List.Content, List.Header, List.Description, List.Icon, List.List]).toEqual([
      ListItem,
      ListContent,
      ListHeader,
      ListDescription,
      ListIcon,
      ListList,
    ]);
  });

  it('is a div.ui.list with the classes of its variations', () => {
    expect(first(<List />).className).toBe('ui list');
    const list = first(
      <List
        animated
        bulleted
        celled
        divided
        horizontal
        inverted
        link
        ordered
        selection
        size="small"
        relaxed="very"
      />,
    );
    expect(sorted(list)).toEqual(
      [
        'ui',
        'animated',
        'bulleted',
        'celled',
        'divided',
        'horizontal',
        'inverted',
        'link',
        'ordered',
        'selection',
        'small',
        'very',
        'relaxed',
        'list',
      ].sort(),
    );
    expect(first(<List relaxed floated="right" verticalAlign="middle" fitted className="x" />)).toHaveClass(
      'ui relaxed right floated middle aligned fitted list x',
    );
    expect(first(<List ordered suffixed />)).toHaveClass('ordered suffixed');
  });

  it('is a list and its items listitems, as ul and li are natively', () => {
    render(
      <List>
        <List.Item>Apples</List.Item>
        <List.Item>Pears</List.Item>
      </List>,
    );
    expect(screen.getByRole('list')).toHaveClass('ui list');
    expect(screen.getAllByRole('listitem').map((item) => item.className)).toEqual(['item', 'item']);
    const ul = first(
      <List as="ul">
        <List.Item as="li">One</List.Item>
      </List>,
    );
    expect(ul).not.toHaveAttribute('role');
    expect(ul.firstElementChild).not.toHaveAttribute('role');
    expect(ul.firstElementChild!.className).toBe('');
  });

  it('keeps the role of items that are links, and then takes none itself', () => {
    const list = first(
      <List link>
        <List.Item active>Home</List.Item>
        <List.Item as="a" href="/about">
          About
        </List.Item>
      </List>,
    );
    expect(list).not.toHaveAttribute('role');
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('item');
    // No listitem outside a list.
    expect(screen.getByText('Home')).toHaveAttribute('role', 'none');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    const items = first(<List items={['Team', { content: 'Jobs', href: '/jobs' }]} />);
    expect(items).not.toHaveAttribute('role');
    expect(items.firstElementChild).toHaveAttribute('role', 'none');
    expect(items.lastElementChild).not.toHaveAttribute('role');
    // The user's role wins.
    expect(first(<List role="navigation" />)).toHaveAttribute('role', 'navigation');
  });

  it('draws items from shorthand: strings, props, elements', () => {
    const error = vi.spyOn(console, 'error');
    const list = first(
      <List
        items={[
          'Apples',
          { content: 'Pears', active: true, key: 'p' },
          <List.Item key="o">Oranges</List.Item>,
          null,
        ]}
      />,
    );
    expect([...list.children].map((item) => item.textContent)).toEqual(['Apples', 'Pears', 'Oranges']);
    expect(list.children[1]).toHaveClass('active item');
    expect(error).not.toHaveBeenCalled();
  });

  it('calls onItemClick and the item’s onClick with (event, item props)', () => {
    const onItemClick = vi.fn();
    const onClick = vi.fn();
    render(<List items={['A', { content: 'B', onClick, value: 'b' }]} onItemClick={onItemClick} />);
    fireEvent.click(screen.getByText('B'));
    expect(onClick).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ content: 'B', value: 'b' }),
    );
    expect(onItemClick).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ content: 'B' }),
    );
    fireEvent.click(screen.getByText('A'));
    expect(onItemClick).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ content: 'A' }),
    );
  });

  it('takes content as shorthand', () => {
    expect(first(<List content="x" />)).toHaveTextContent('x');
  });

  it('forwards its ref and renders on a server with no hooks', () => {
    const ref = createRef<HTMLDivElement>();
    render(<List ref={ref} />);
    expect(ref.current).toHaveClass('ui list');
    expect(renderOnServer(<List items={['A']} divided />)).toBe(
      '<div role="list" class="ui divided list"><div role="listitem" class="item">A</div></div>',
    );
  });
});

describe('List.Item', () => {
  it('has the item class, active and disabled, and data-value (value on an li)', () => {
    const item = first(
      <ListItem active disabled value="3" className="x">
        Three
      </ListItem>,
    );
    expect(item).toHaveClass('active disabled item x');
    expect(item).toHaveAttribute('data-value', '3');
    const li = first(
      <ListItem as="li" value="4">
        Four
      </ListItem>,
    );
    expect(li.tagName).toBe('LI');
    expect(li).toHaveAttribute('value', '4');
  });

  it('is a link with href, marked disabled when it is', () => {
    const item = first(
      <ListItem href="#x" disabled>
        X
      </ListItem>,
    );
    expect(item.tagName).toBe('A');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).not.toHaveAttribute('role');
  });

  it('calls onClick with (event, props) unless disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ListItem onClick={onClick} value="v">
        Go
      </ListItem>,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(onClick).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ value: 'v' }),
    );
    rerender(
      <ListItem onClick={onClick} disabled>
        Go
      </ListItem>,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('puts header, description and content in order, in a List.Content beside an icon or image', () => {
    let item = first(<ListItem header="H" description="D" content="C" />);
    expect([...item.childNodes].map((n) => (n as Element).className ?? n.textContent)).toEqual([
      'header',
      'description',
      'C',
    ]);
    expect(item).toHaveTextContent('HDC');
    item = first(<ListItem icon="users" content="Team" />);
    expect(item.firstElementChild).toHaveClass('users icon');
    expect(item.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(item.lastElementChild).toHaveClass('content');
    expect(item.lastElementChild).toHaveTextContent('Team');
    item = first(<ListItem image={{ src: 'a.png', alt: '', avatar: true }} header="Ann" />);
    expect(item.firstElementChild).toHaveClass('ui avatar image');
    expect(item.querySelector('.content > .header')).toHaveTextContent('Ann');
    item = first(<ListItem icon="file" />);
    expect(item.querySelector('.content')).toBeNull();
  });

  it('makes a List.Content from a props object, with the header and description', () => {
    const item = first(<ListItem header="H" description="D" content={{ floated: 'right', content: 'C' }} />);
    const content = item.firstElementChild!;
    expect(content).toHaveClass('right floated content');
    expect(content.children[0]).toHaveClass('header');
    expect(content.children[1]).toHaveClass('description');
    expect(content).toHaveTextContent('HDC');
  });

  it('takes elements and props objects for header and icon, and null for none', () => {
    const item = first(
      <ListItem
        icon={{ name: 'folder', color: 'blue' }}
        header={
          <ListHeader as="a" href="#h">
            Home
          </ListHeader>
        }
        description={null}
      />,
    );
    expect(item.querySelector('i')).toHaveClass('blue folder icon');
    expect(item.querySelector('a.header')).toHaveAttribute('href', '#h');
    expect(item.querySelector('.description')).toBeNull();
  });

  it('children win over the shorthand', () => {
    expect(first(<ListItem content="no">yes</ListItem>)).toHaveTextContent(/^yes$/);
  });

  it('types its onClick data as its props', () => {
    const handler = (_: unknown, data: ListItemProps) => data.value;
    expect(first(<ListItem onClick={handler} />)).toHaveClass('item');
  });
});

describe('List parts', () => {
  it('List.Content floats, aligns, and takes header and description shorthand', () => {
    const content = first(
      <ListContent floated="left" verticalAlign="top" header="H" description="D" content="C" />,
    );
    expect(content).toHaveClass('left floated top aligned content');
    expect(content.children[0]).toHaveClass('header');
    expect(content.children[1]).toHaveClass('description');
    expect(content).toHaveTextContent('HDC');
  });

  it('List.Header and List.Description', () => {
    expect(first(<ListHeader as="a" content="H" />)).toHaveClass('header');
    expect(first(<ListHeader as="a" content="H" />).tagName).toBe('A');
    expect(first(<ListDescription className="x">D</ListDescription>).className).toBe('x description');
  });

  it('List.Icon is an Icon that aligns', () => {
    const icon = first(<ListIcon name="github" size="large" verticalAlign="middle" />);
    expect(icon.tagName).toBe('I');
    expect(sorted(icon)).toEqual(['github', 'large', 'middle', 'aligned', 'icon'].sort());
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('List.List is a nested list: div.list with role list, or a plain ul/ol', () => {
    render(
      <List>
        <List.Item>
          Fruit
          <List.List>
            <List.Item>Apples</List.Item>
          </List.List>
        </List.Item>
      </List>,
    );
    const [, inner] = screen.getAllByRole('list');
    expect(inner!.className).toBe('list');
    const ol = first(
      <ListList as="ol">
        <ListItem as="li">x</ListItem>
      </ListList>,
    );
    expect(ol.className).toBe('');
    expect(ol).not.toHaveAttribute('role');
    expect(
      first(
        <ListList>
          <ListItem href="#a">a</ListItem>
        </ListList>,
      ),
    ).not.toHaveAttribute('role');
  });
});

import { render } from '@testing-library/react';
import fc from 'fast-check';
import { createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import {
  Item,
  ItemContent,
  ItemDescription,
  ItemExtra,
  ItemGroup,
  ItemHeader,
  ItemImage,
  ItemMeta,
} from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;
/** An element's HTML, its pictures' `src` first (React 19 sets it after the other attributes, 18 before). */
const html = (el: Element) =>
  el.outerHTML.replace(/<img alt="([^"]*)" src="([^"]*)"/g, '<img src="$2" alt="$1"');

afterEach(() => vi.restoreAllMocks());

describe('Item', () => {
  it('draws its image, then its content: header, meta, description, extra and content', () => {
    expect(
      html(
        first(
          <Item
            image={{ src: '/a.png', alt: 'A tent' }}
            header="Camp"
            meta="$1200"
            description="By the lake"
            extra="Sleeps four"
            content="More"
          />,
        ),
      ),
    ).toBe(
      '<div class="item"><div class="image"><img src="/a.png" alt="A tent"></div><div class="content"><div class="header">Camp</div><div class="meta">$1200</div><div class="description">By the lake</div><div class="extra">Sleeps four</div>More</div></div>',
    );
  });

  it('always draws its content, empty when nothing is given (as the kit and Semantic UI React do)', () => {
    expect(html(first(<Item />))).toBe('<div class="item"><div class="content"></div></div>');
  });

  it('takes its parts as children, and shorthand as elements or props', () => {
    const el = first(
      <Item disabled>
        <Item.Image size="tiny" src="/a.png" alt="" />
        <Item.Content verticalAlign="middle">
          <Item.Header as="a" href="/camp">
            Camp
          </Item.Header>
          <Item.Meta content="$1200" />
          <Item.Description>Lake</Item.Description>
          <Item.Extra className="x">Four</Item.Extra>
        </Item.Content>
      </Item>,
    );
    expect(html(el)).toBe(
      '<div aria-disabled="true" class="disabled item"><div class="ui tiny image"><img src="/a.png" alt=""></div><div class="middle aligned content"><a class="header" href="/camp">Camp</a><div class="meta">$1200</div><div class="description">Lake</div><div class="extra x">Four</div></div></div>',
    );
    const parts = first(
      <ItemContent
        header={<ItemHeader className="h">H</ItemHeader>}
        meta={{ content: 'M', className: 'm' }}
        description={0}
        extra={false}
      />,
    );
    expect(parts.outerHTML).toBe(
      '<div class="content"><div class="header h">H</div><div class="meta m">M</div><div class="description">0</div></div>',
    );
  });

  it('an image is wrapped, with the ui class only when sized; a string is its address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(html(first(<ItemImage src="/a.png" alt="" />))).toBe(
      '<div class="image"><img src="/a.png" alt=""></div>',
    );
    expect(html(first(<Item image="/b.png" />).firstElementChild!)).toBe(
      '<div class="image"><img src="/b.png"></div>',
    );
    expect(html(first(<ItemImage src="/a.png" alt="" href="/x" size="small" />))).toBe(
      '<a class="ui small image" href="/x"><img src="/a.png" alt=""></a>',
    );
  });

  it('an image refuses a NaN width or height, naming Item.Image; an empty href is no link', () => {
    for (const size of ['width', 'height'])
      expect(() => renderToString(<ItemImage src="/a.png" alt="" {...{ [size]: Number.NaN }} />)).toThrow(
        `Item.Image: ${size} must be a number of pixels or a length (got NaN).`,
      );
    const error = vi.spyOn(console, 'error');
    expect(html(first(<ItemImage src="/a.png" alt="" href="" ui />))).toBe(
      '<div class="ui image"><img src="/a.png" alt=""></div>',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('reports an image with no alt text in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Item image="/b.png" />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Image has no alt text (src /b.png)'));
  });

  it('takes static and named parts, as, other props and refs', () => {
    expect(Item.Group).toBe(ItemGroup);
    expect(Item.Image).toBe(ItemImage);
    expect(Item.Content).toBe(ItemContent);
    expect(Item.Header).toBe(ItemHeader);
    expect(Item.Meta).toBe(ItemMeta);
    expect(Item.Description).toBe(ItemDescription);
    expect(Item.Extra).toBe(ItemExtra);
    const ref = createRef<HTMLElement>();
    const el = first(<Item as="article" ref={ref} id="i" header="H" />);
    expect(ref.current).toBe(el);
    expect(html(el)).toBe(
      '<article id="i" class="item"><div class="content"><div class="header">H</div></div></article>',
    );
    for (const Part of [ItemContent, ItemHeader, ItemMeta, ItemDescription, ItemExtra]) {
      const partRef = createRef<HTMLElement>();
      const part = first(<Part as="span" ref={partRef} data-x="1" />);
      expect(partRef.current).toBe(part);
      expect(part.tagName).toBe('SPAN');
    }
  });
});

describe('Item.Group', () => {
  it('gives its variations as classes', () => {
    expect(first(<ItemGroup divided link unstackable relaxed />).className).toBe(
      'ui divided link unstackable relaxed items',
    );
    expect(first(<ItemGroup relaxed="very" inverted size="large" disabled className="x" />).className).toBe(
      'ui very relaxed inverted large disabled items x',
    );
  });

  it('reads as a list of its items when they are plain items', () => {
    const group = first(
      <ItemGroup>
        <Item header="A" />
        {null}
        {[<Item key="b" header="B" />, false]}
      </ItemGroup>,
    );
    expect(group.getAttribute('role')).toBe('list');
    expect([...group.children].map((child) => child.getAttribute('role'))).toEqual(['listitem', 'listitem']);
  });

  it('keeps no role when an item is a link, or a child is no item, or it is given a role', () => {
    const link = first(
      <ItemGroup link>
        <Item as="a" href="/a" header="A" />
        <Item header="B" />
      </ItemGroup>,
    );
    expect(link.hasAttribute('role')).toBe(false);
    expect(link.querySelector('[role]')).toBeNull();
    const other = first(
      <ItemGroup>
        <Item header="A" />
        <div className="item">B</div>
      </ItemGroup>,
    );
    expect(other.querySelector('[role]')).toBeNull();
    expect(other.hasAttribute('role')).toBe(false);
    const own = first(
      <ItemGroup role="feed">
        <Item header="A" />
      </ItemGroup>,
    );
    expect(own.getAttribute('role')).toBe('feed');
    expect(own.firstElementChild!.hasAttribute('role')).toBe(false);
    expect(first(<ItemGroup />).hasAttribute('role')).toBe(false);
    // An article keeps its own role (listitem is not allowed on it).
    expect(
      first(<ItemGroup children={<Item as="article" header="A" />} />).querySelector('[role]'),
    ).toBeNull();
    const ul = first(<ItemGroup as="ul" items={[{ as: 'li', header: 'A' }]} />);
    expect(ul.outerHTML).toBe(
      '<ul class="ui items"><li class="item"><div class="content"><div class="header">A</div></div></li></ul>',
    );
  });

  it('items: props (childKey kept off the DOM), elements and texts (a header)', () => {
    const error = vi.spyOn(console, 'error');
    const group = first(
      <ItemGroup
        items={[
          { childKey: 'a', header: 'A', meta: 'M', image: { src: '/a.png', alt: '' } },
          <Item key="b" header="B" />,
          'C',
          null,
        ]}
      />,
    );
    expect(html(group)).toBe(
      '<div class="ui items" role="list"><div role="listitem" class="item"><div class="image"><img src="/a.png" alt=""></div><div class="content"><div class="header">A</div><div class="meta">M</div></div></div><div role="listitem" class="item"><div class="content"><div class="header">B</div></div></div><div role="listitem" class="item"><div class="content"><div class="header">C</div></div></div></div>',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('items given as elements keep their own keys', () => {
    const error = vi.spyOn(console, 'error');
    const group = first(<ItemGroup items={[<Item key="x" header="X" />, <Item key="y" header="Y" />]} />);
    expect(group.textContent).toBe('XY');
    expect(error).not.toHaveBeenCalled();
  });

  it('children win over content, content over items', () => {
    expect(first(<ItemGroup content="c" items={['A']} />).innerHTML).toBe('c');
    expect(first(<ItemGroup content="c">k</ItemGroup>).innerHTML).toBe('k');
  });

  it.each([5, 'items', { header: 'A' }])('refuses items that are no array (%o)', (items) => {
    expect(() => renderToString(<ItemGroup items={items as never} />)).toThrow(
      /^Item\.Group: items must be an array of items \(got /,
    );
  });

  it('draws any number of items, keyed by place when they have no key (duplicates kept apart)', () => {
    const error = vi.spyOn(console, 'error');
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (headers) => {
        const html = renderToString(<ItemGroup items={headers} />);
        expect(html.match(/class="item"/g)?.length ?? 0).toBe(headers.length);
        expect(html.includes('role="list"')).toBe(headers.length > 0);
      }),
    );
    const many = Array.from({ length: 10_000 }, (_, i) => ({ header: `Item ${i}` }));
    expect(renderToString(<ItemGroup items={many} />).match(/role="listitem"/g)).toHaveLength(10_000);
    expect(error).not.toHaveBeenCalled();
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <ItemGroup divided>
        <Item image={{ src: '/a.png', alt: 'A', loading: 'lazy' }} header="A" meta="1" />
        <Item header="B" description="Two" />
      </ItemGroup>
    );
    expect(renderOnServer(ui)).toBe(
      '<div class="ui divided items" role="list"><div role="listitem" class="item"><div class="image"><img src="/a.png" alt="A" loading="lazy"/></div><div class="content"><div class="header">A</div><div class="meta">1</div></div></div><div role="listitem" class="item"><div class="content"><div class="header">B</div><div class="description">Two</div></div></div></div>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Card, CardContent, CardDescription, CardGroup, CardHeader, CardMeta } from './index.js';
import { cardKeyboard } from './keyboard.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Card', () => {
  it('draws the shorthand as the kit does: a wrapped image, a content, an extra content', () => {
    const card = first(
      <Card
        image={{ src: 'a.png', alt: 'Elliot' }}
        header="Elliot"
        meta="Friend"
        description="Plays guitar."
        extra="16 friends"
      />,
    );
    const img = card.querySelector('.image > img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.className]).toEqual([
      'a.png',
      'Elliot',
      '',
    ]);
    img.parentElement!.remove();
    expect(card.outerHTML).toBe(
      '<div class="ui card"><div class="content"><div class="header">Elliot</div><div class="meta">Friend</div><div class="description">Plays guitar.</div></div><div class="extra content">16 friends</div></div>',
    );
    expect(first(<Card header={0} extra={false} meta={null} />).innerHTML).toBe(
      '<div class="content"><div class="header">0</div></div>',
    );
    expect(first(<Card content="C" header="H" />).innerHTML).toBe('C');
  });

  it('gives its variations as classes and passes no prop of its own to the DOM', () => {
    const el = first(
      <Card color="red" size="small" basic centered fluid horizontal inverted link raised className="x" />,
    );
    expect(el.className).toBe('ui red small basic centered fluid horizontal inverted link raised card x');
    expect([...el.attributes].map((a) => a.name)).toEqual(['class']);
  });

  it('is a link with href, with no role and no handler of its own', () => {
    const el = first(<Card href="/elliot" header="Elliot" />);
    expect(el.tagName).toBe('A');
    expect(el.getAttribute('href')).toBe('/elliot');
    expect(el.getAttribute('role')).toBeNull();
    expect(el.getAttribute('tabindex')).toBeNull();
    expect(screen.getByRole('link')).toBe(el);
  });

  it('is a button with onClick: called with the event and its props', () => {
    const onClick = vi.fn();
    const el = first(<Card onClick={onClick} header="Open" aria-labelledby="h" />);
    expect(el.outerHTML).toBe(
      '<a role="button" tabindex="0" aria-labelledby="h" class="ui card"><div class="content"><div class="header">Open</div></div></a>',
    );
    fireEvent.click(el);
    expect(onClick).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ header: 'Open' }),
    );
  });

  it('a disabled card is no link and no button; a loading card is busy', () => {
    const onClick = vi.fn();
    const el = first(<Card disabled onClick={onClick} href="/x" />);
    expect(el.outerHTML).toBe('<a aria-disabled="true" class="ui disabled card"></a>');
    fireEvent.click(el);
    expect(onClick).not.toHaveBeenCalled();
    expect(first(<Card loading />).outerHTML).toBe('<div aria-busy="true" class="ui loading card"></div>');
  });

  it('keeps the user’s onKeyDown, and a prevented key does not click', () => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const el = first(<Card onClick={onClick} onKeyDown={onKeyDown} />);
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes its parts as children and as static or named members, as, refs', () => {
    expect(Card.Group).toBe(CardGroup);
    expect(Card.Content).toBe(CardContent);
    expect(Card.Header).toBe(CardHeader);
    expect(Card.Meta).toBe(CardMeta);
    expect(Card.Description).toBe(CardDescription);
    const el = first(
      <Card>
        <Card.Content textAlign="center">
          <Card.Header textAlign="right">H</Card.Header>
          <Card.Meta>M</Card.Meta>
          <Card.Description textAlign="left">D</Card.Description>
        </Card.Content>
        <Card.Content extra content="E" />
      </Card>,
    );
    expect(el.innerHTML).toBe(
      '<div class="center aligned content"><div class="right aligned header">H</div><div class="meta">M</div><div class="left aligned description">D</div></div><div class="extra content">E</div>',
    );
    const ref = createRef<HTMLElement>();
    const section = first(<Card as="section" ref={ref} header={{ id: 'h', content: 'H' }} />);
    expect(ref.current).toBe(section);
    expect(section.outerHTML).toBe(
      '<section class="ui card"><div class="content"><div class="header" id="h">H</div></div></section>',
    );
  });

  it('a group gives its classes, items per row as words; items are cards', () => {
    const group = first(
      <CardGroup
        itemsPerRow={3}
        doubling
        stackable
        centered
        textAlign="center"
        items={[
          { key: 'a', header: 'A' },
          { key: 'b', header: 'B' },
        ]}
      />,
    );
    expect(group.className).toBe('ui three doubling stackable centered center aligned cards');
    expect(group.innerHTML).toBe(
      '<div class="ui card"><div class="content"><div class="header">A</div></div></div><div class="ui card"><div class="content"><div class="header">B</div></div></div>',
    );
    expect(
      first(<CardGroup itemsPerRow="ten" link raised inverted basic horizontal color="teal" size="mini" />)
        .className,
    ).toBe('ui ten link raised inverted basic horizontal teal mini cards');
  });

  it('a group keys its items by place, so duplicates and a large list render with no warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const same = { header: 'Same', description: 'Same' };
    const group = first(<CardGroup items={Array.from({ length: 2000 }, () => same)} />);
    expect(group.children).toHaveLength(2000);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([0, 11, 2.5, Number.NaN, Number.POSITIVE_INFINITY, -1, 'eleven', ''])(
    'a group refuses %o items per row with the core error (an empty one gives none)',
    (value) => {
      if (value === '') {
        expect(first(<CardGroup itemsPerRow={value as unknown as 3} />).className).toBe('ui cards');
        return;
      }
      expect(() => renderToString(<CardGroup itemsPerRow={value as unknown as 3} />)).toThrow(
        `Card.Group: itemsPerRow must be a whole number from 1 to 10 (or its word), or 'equal' (got ${String(value)}).`,
      );
    },
  );

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <CardGroup itemsPerRow={2}>
        <Card href="/a" header="A" />
        <Card onClick={() => {}} header="B" extra="E" />
      </CardGroup>
    );
    expect(renderOnServer(ui)).toBe(
      '<div class="ui two cards"><a class="ui card" href="/a"><div class="content"><div class="header">A</div></div></a><a role="button" tabindex="0" class="ui card"><div class="content"><div class="header">B</div></div><div class="extra content">E</div></a></div>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});

testKeyboard('Card', cardKeyboard, {
  Tab: async () => {
    const user = userEvent.setup();
    render(
      <>
        <Card header="Plain" />
        <Card href="#a" header="Link" />
        <Card onClick={() => {}} header="Button" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
  },
  'On a card with href: Enter': async () => {
    const user = userEvent.setup();
    const clicked = vi.fn((event: Event) => event.preventDefault());
    render(<Card href="#a" header="Link" />);
    const link = screen.getByRole('link');
    link.addEventListener('click', clicked);
    link.focus();
    await user.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalledTimes(1);
  },
  'On a card with onClick and no href: Enter, Space': async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Card onClick={onClick} header="Open" />);
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onClick.mock.calls.map(([event]) => (event as MouseEvent).type)).toEqual(['click', 'click']);
    expect(onClick.mock.calls[0]![1]).toMatchObject({ header: 'Open' });
  },
});

import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Icon } from '../icon/index.js';
import { Image } from '../image/index.js';
import { Header, HeaderContent, HeaderSubheader } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('Header', () => {
  it('is a div with the kit classes of its variations', () => {
    expect(first(<Header>Title</Header>).outerHTML).toBe('<div class="ui header">Title</div>');
    expect(
      first(<Header color="teal" size="huge" block disabled dividing fitted inverted sub />)
        .className.split(' ')
        .sort(),
    ).toEqual(
      ['ui', 'teal', 'huge', 'block', 'disabled', 'dividing', 'fitted', 'inverted', 'sub', 'header'].sort(),
    );
    expect(first(<Header attached />).className).toBe('ui attached header');
    expect(first(<Header attached="top" />).className).toBe('ui top attached header');
    expect(first(<Header floated="right" textAlign="center" />).className).toBe(
      'ui right floated center aligned header',
    );
    expect(first(<Header textAlign="justified" />).className).toBe('ui justified header');
    expect(first(<Header size="medium" />).className).toBe('ui medium header');
    expect(first(<Header dividing={false} className="extra" />).className).toBe('ui header extra');
  });

  it('is a heading through as', () => {
    render(<Header as="h2">Account</Header>);
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toHaveClass('ui header');
  });

  it('draws content and a subheader', () => {
    const el = first(<Header as="h3" content="Account" subheader="Manage it" />);
    expect(el.innerHTML).toBe('Account<div class="sub header">Manage it</div>');
    const object = first(<Header content="A" subheader={{ content: 'B', className: 'x' }} />);
    expect(object.querySelector('.sub.header')).toHaveClass('sub header x');
    const element = first(<Header content="A" subheader={<HeaderSubheader as="span">C</HeaderSubheader>} />);
    expect(element.querySelector('span.sub.header')).toHaveTextContent('C');
    expect(first(<Header content="A" subheader={null} />).innerHTML).toBe('A');
  });

  it('puts an icon before the content, and the content in Header.Content', () => {
    const el = first(<Header as="h2" icon="plug" content="Uptime" subheader="Always" />);
    expect(el.className).toBe('ui header');
    expect(el.innerHTML).toBe(
      '<i aria-hidden="true" class="plug icon"></i><div class="content">Uptime<div class="sub header">Always</div></div>',
    );
    expect(
      first(<Header icon={{ name: 'user', color: 'red' }} content="A" />).querySelector('i'),
    ).toHaveClass('user red icon');
    expect(first(<Header icon={<Icon name="settings" />} content="A" />).querySelector('i')).toHaveClass(
      'settings icon',
    );
    // an icon alone: no content part
    expect(first(<Header icon="plug" />).innerHTML).toBe('<i aria-hidden="true" class="plug icon"></i>');
    expect(first(<Header icon={null} content="A" />).innerHTML).toBe('A');
  });

  it('makes an icon header with icon={true} and children', () => {
    const el = first(
      <Header as="h2" icon>
        <Icon name="settings" />
        Settings
      </Header>,
    );
    expect(el.className).toBe('ui icon header');
    expect(el.querySelector('.content')).toBeNull();
    expect(el).toHaveTextContent('Settings');
  });

  it('puts a decorative image before the content unless it is given an alt', () => {
    const el = first(<Header image="/school.png" content="Learn" />);
    const img = el.querySelector('img')!;
    expect(img).toHaveClass('ui image');
    expect(img).toHaveAttribute('src', '/school.png');
    expect(img).toHaveAttribute('alt', '');
    expect(el.querySelector('.content')).toHaveTextContent('Learn');
    expect(
      first(<Header image={{ src: '/a.png', alt: 'A school', circular: true }} content="L" />).querySelector(
        'img',
      ),
    ).toHaveAttribute('alt', 'A school');
    expect(
      first(<Header image={<Image src="/b.png" alt="" size="mini" />} content="L" />).querySelector('img'),
    ).toHaveClass('ui mini image');
    expect(first(<Header image>x</Header>).className).toBe('ui image header');
  });

  it('draws children instead of the shorthand props', () => {
    expect(
      first(
        <Header content="A" icon="plug" subheader="B">
          Child
        </Header>,
      ).innerHTML,
    ).toBe('Child');
  });

  it('reports a shorthand of a wrong type in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(first(<Header subheader={(() => 'x') as never} content="A" />).innerHTML).toBe('A');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('a shorthand prop takes a string, number, element or props object'),
    );
  });

  it('renders another element with as, passes other props on and forwards its ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    const el = first(<Header as="h1" id="t" ref={ref} aria-describedby="d" />);
    expect(el.tagName).toBe('H1');
    expect(el).toHaveAttribute('id', 't');
    expect(el).toHaveAttribute('aria-describedby', 'd');
    expect(ref.current).toBe(el);
  });

  it('has its parts as static members', () => {
    expect(Header.Content).toBe(HeaderContent);
    expect(Header.Subheader).toBe(HeaderSubheader);
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Header as="h2" icon="plug" content="Uptime" />)).toBe(
      '<h2 class="ui header"><i aria-hidden="true" class="plug icon"></i><div class="content">Uptime</div></h2>',
    );
    const hydrated = await hydrateServerHtml(
      <Header as="h2" image="/a.png" content="A" subheader="B" color="blue" />,
    );
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});

describe('Header.Content and Header.Subheader', () => {
  it('are divs with their classes, content, as, className and a ref', () => {
    const ref = createRef<HTMLElement>();
    expect(first(<HeaderContent>x</HeaderContent>).outerHTML).toBe('<div class="content">x</div>');
    const content = first(<HeaderContent as="span" content="y" className="extra" ref={ref} />);
    expect(content.outerHTML).toBe('<span class="content extra">y</span>');
    expect(ref.current).toBe(content);
    expect(first(<HeaderSubheader>s</HeaderSubheader>).outerHTML).toBe('<div class="sub header">s</div>');
    expect(first(<HeaderSubheader content="t" className="extra" />).outerHTML).toBe(
      '<div class="sub header extra">t</div>',
    );
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Breadcrumb, BreadcrumbDivider, BreadcrumbSection } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Breadcrumb', () => {
  it('is a navigation landmark named Breadcrumb, with the kit classes', () => {
    render(
      <Breadcrumb size="large" inverted>
        <Breadcrumb.Section href="/">Home</Breadcrumb.Section>
        <Breadcrumb.Divider />
        <Breadcrumb.Section active>Shirts</Breadcrumb.Section>
      </Breadcrumb>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.className).toBe('ui large inverted breadcrumb');
    expect(nav.innerHTML).toBe(
      '<a href="/" class="section">Home</a><div aria-hidden="true" class="divider">/</div><div aria-current="page" class="active section">Shirts</div>',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('takes another name, a name by reference, or no landmark with `as`', () => {
    render(<Breadcrumb aria-label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
    const labelled = first(<Breadcrumb aria-labelledby="trail" />);
    expect(labelled).not.toHaveAttribute('aria-label');
    expect(labelled).toHaveAttribute('aria-labelledby', 'trail');
    const div = first(<Breadcrumb as="div" />);
    expect(div.outerHTML).toBe('<div class="ui breadcrumb"></div>');
  });

  it('draws `sections` with dividers between them: text, or an icon', () => {
    const sections = [
      { key: 'home', content: 'Home', href: '/' },
      'Store',
      { key: 'shirt', content: 'T-Shirt', active: true },
    ];
    const nav = first(<Breadcrumb sections={sections} />);
    expect(nav.innerHTML).toBe(
      '<a href="/" class="section">Home</a><div aria-hidden="true" class="divider">/</div><a class="section">Store</a><div aria-hidden="true" class="divider">/</div><div aria-current="page" class="active section">T-Shirt</div>',
    );
    const arrows = first(<Breadcrumb sections={sections} icon="right angle" />);
    expect([...arrows.querySelectorAll('.divider')].map((d) => d.outerHTML)).toEqual([
      '<i aria-hidden="true" class="right angle icon divider"></i>',
      '<i aria-hidden="true" class="right angle icon divider"></i>',
    ]);
    const text = first(<Breadcrumb sections={['A', 'B']} divider="|" />);
    expect(text.querySelector('.divider')?.textContent).toBe('|');
    expect(first(<Breadcrumb sections={[]} />).innerHTML).toBe('');
    // A section that is none leaves no divider behind.
    expect(first(<Breadcrumb sections={[null, 'A', false, 'B', null]} />).innerHTML).toBe(
      '<a class="section">A</a><div aria-hidden="true" class="divider">/</div><a class="section">B</a>',
    );
  });

  it('a section with onClick and no href is a link that Tab reaches and Enter follows', async () => {
    const onClick = vi.fn();
    render(
      <Breadcrumb>
        <Breadcrumb.Section onClick={onClick} content="Store" data-id="s" />
      </Breadcrumb>,
    );
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![1]).toMatchObject({ content: 'Store', 'data-id': 's' });
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onClick.mock.calls[1]![0].type).toBe('click');
  });

  it("keeps the user's own key handler: before Enter on a made link, which it can cancel, and alone on others", () => {
    const onClick = vi.fn();
    const keys = vi.fn((event: { key: string; preventDefault(): void }) => {
      if (event.key === 'Enter') event.preventDefault();
    });
    render(
      <Breadcrumb>
        <BreadcrumbSection onClick={onClick} onKeyDown={keys} content="Made" />
        <BreadcrumbSection href="/a" onKeyDown={keys} content="Native" />
      </Breadcrumb>,
    );
    fireEvent.keyDown(screen.getByRole('link', { name: 'Made' }), { key: 'Enter' });
    expect(keys).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Native' }), { key: 'a' });
    expect(keys).toHaveBeenCalledTimes(2);
  });

  it('a section with href stays a native link; `link` alone only looks like one', () => {
    expect(first(<BreadcrumbSection href="/a" onClick={() => {}} content="A" />).outerHTML).toBe(
      '<a href="/a" class="section">A</a>',
    );
    expect(first(<BreadcrumbSection link content="A" />).outerHTML).toBe('<a class="section">A</a>');
    expect(first(<BreadcrumbSection content="A" />).outerHTML).toBe('<div class="section">A</div>');
    // An empty href: this page on a link, nothing on another tag (React would warn).
    expect(first(<BreadcrumbSection href="" content="A" />).outerHTML).toBe(
      '<a href="" class="section">A</a>',
    );
    expect(first(<BreadcrumbSection as="span" href="" content="A" />).outerHTML).toBe(
      '<span class="section">A</span>',
    );
  });

  it('a divider takes text, content, an icon element or props, and its own classes', () => {
    expect(first(<BreadcrumbDivider>›</BreadcrumbDivider>).outerHTML).toBe(
      '<div aria-hidden="true" class="divider">›</div>',
    );
    expect(first(<BreadcrumbDivider content="|" className="x" />).outerHTML).toBe(
      '<div aria-hidden="true" class="divider x">|</div>',
    );
    expect(
      first(<BreadcrumbDivider icon={{ name: 'chevron right', color: 'grey' }} className="x" />).className,
    ).toBe('chevron right grey icon divider x');
  });

  it('takes static and named parts, as, other props and refs', () => {
    expect(Breadcrumb.Section).toBe(BreadcrumbSection);
    expect(Breadcrumb.Divider).toBe(BreadcrumbDivider);
    const ref = createRef<HTMLElement>();
    const section = createRef<HTMLElement>();
    const nav = first(
      <Breadcrumb ref={ref} id="b">
        <Breadcrumb.Section ref={section} as="span" content="A" />
      </Breadcrumb>,
    );
    expect(ref.current).toBe(nav);
    expect(section.current?.outerHTML).toBe('<span class="section">A</span>');
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <Breadcrumb
        icon="right angle"
        sections={[
          { key: 'h', content: 'Home', href: '/' },
          { key: 'n', content: 'News', active: true },
        ]}
      />
    );
    expect(renderOnServer(ui)).toBe(
      '<nav aria-label="Breadcrumb" class="ui breadcrumb"><a href="/" class="section">Home</a><i aria-hidden="true" class="right angle icon divider"></i><div aria-current="page" class="active section">News</div></nav>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});

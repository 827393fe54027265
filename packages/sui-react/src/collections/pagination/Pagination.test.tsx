import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { hydrateServerHtml, renderOnServer, serverError } from '../../test-utils/server.js';
import { Pagination, type PaginationProps } from './Pagination.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { paginationKeyboard } from './keyboard.js';

afterEach(() => vi.restoreAllMocks());

/** The host of the original tests: [(page)] two-way bound, and the page shown beside it. */
function Host(props: Partial<PaginationProps> & { initialPage?: number }) {
  const { initialPage = 1, onPageChange, ...rest } = props;
  const [page, setPage] = useState(initialPage);
  return (
    <>
      <Pagination
        collectionSize={100}
        {...rest}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          onPageChange?.(p);
        }}
      />
      <p>Current page: {page}</p>
    </>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const button = (name: string) => screen.getByRole('button', { name });

testKeyboard('Pagination', paginationKeyboard, {
  'Tab, Shift+Tab': async () => {
    const user = userEvent.setup();
    render(<Host collectionSize={100} maxSize={3} boundaryLinks />);
    const order = [];
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      order.push(document.activeElement?.getAttribute('aria-label'));
    }
    // The ellipsis after page 3 is no stop.
    expect(order).toEqual([
      'First page',
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 10',
      'Next page',
    ]);
    await user.tab({ shift: true });
    expect(button('Page 10')).toHaveFocus();
  },
  'Enter, Space': async () => {
    const user = userEvent.setup();
    render(<Host collectionSize={30} />);
    await user.tab();
    expect(button('Previous page')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(button('Page 2')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Current page: 2')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('Current page: 3')).toBeInTheDocument();
    await user.tab();
    const next = button('Next page');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Current page: 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(button('Previous page')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Current page: 2')).toBeInTheDocument();
  },
});
const pageButtons = () =>
  within(nav())
    .queryAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));
const labelsOf = () =>
  Array.from(nav().children).map((el) => el.getAttribute('aria-label') ?? el.textContent);

describe('Pagination', () => {
  it('takes the Menu variations as props, none reaching the DOM', () => {
    render(
      <Pagination
        collectionSize={30}
        secondary
        pointing
        color="teal"
        size="small"
        floated="right"
        className="x"
      />,
    );
    expect(nav().className).toBe('ui pagination secondary pointing teal small right floated x menu');
    for (const name of ['secondary', 'pointing', 'color', 'size', 'floated'])
      expect(nav()).not.toHaveAttribute(name);
  });

  it('renders a labelled nav with the Semantic pagination menu markup', () => {
    render(<Pagination collectionSize={30} className="secondary" />);
    expect(nav()).toHaveClass('ui pagination secondary menu');
    expect(labelsOf()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    const current = screen.getByRole('button', { name: 'Page 1' });
    expect(current).toHaveClass('active link item');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveClass('disabled link icon item');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous.querySelector('i')).toHaveClass('angle left icon');
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
  });

  // The original library's spec, case by case, through the component.
  it('is created with default values (page size 10, page 1, one page, navigation links, all pages)', () => {
    render(<Host collectionSize={10} />);
    expect(pageButtons()).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByText('Current page: 1')).toBeInTheDocument();
  });

  it('emits pageChange, updating the bound page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Host collectionSize={50} onPageChange={onPageChange} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByText('Current page: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('computes the pages from the collection and page sizes', () => {
    const { rerender } = render(<Pagination collectionSize={50} />);
    expect(pageButtons()).toHaveLength(5);
    rerender(<Pagination collectionSize={100} pageSize={25} />);
    expect(pageButtons()).toHaveLength(4);
    rerender(<Pagination collectionSize={101} pageSize={25} />);
    expect(pageButtons()).toHaveLength(5);
  });

  it('applies block pagination without ellipses', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Host maxSize={5} ellipses={false} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    rerender(<Host maxSize={6} ellipses={false} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Current page: 7')).toBeInTheDocument();
    expect(pageButtons()).toEqual([7, 8, 9, 10]);
  });

  it('applies rotation without ellipses', () => {
    const { rerender } = render(<Host maxSize={5} rotate ellipses={false} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    rerender(<Pagination collectionSize={100} maxSize={5} rotate ellipses={false} page={4} />);
    expect(pageButtons()).toEqual([2, 3, 4, 5, 6]);
    rerender(<Pagination collectionSize={100} maxSize={5} rotate ellipses={false} page={10} />);
    expect(pageButtons()).toEqual([6, 7, 8, 9, 10]);
    rerender(<Pagination collectionSize={100} maxSize={4} rotate ellipses={false} page={4} />);
    expect(pageButtons()).toEqual([2, 3, 4, 5]);
  });

  it('forces the navigation links when maxSize hides pages', () => {
    const { rerender } = render(<Pagination collectionSize={100} maxSize={5} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    rerender(<Pagination collectionSize={100} maxSize={10} navigationLinks={false} />);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    rerender(<Pagination collectionSize={100} maxSize={5} navigationLinks={false} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('keeps the start page number, and reports no change for it', () => {
    const onPageChange = vi.fn();
    render(<Host initialPage={5} maxSize={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  // Beyond the original cases.
  it('shows ellipses (hidden from assistive technology) with the first and last pages', () => {
    render(<Pagination collectionSize={100} maxSize={3} defaultPage={5} />);
    expect(labelsOf()).toEqual([
      'Previous page',
      'Page 1',
      '...',
      'Page 4',
      'Page 5',
      'Page 6',
      '...',
      'Page 10',
      'Next page',
    ]);
    const ellipses = Array.from(nav().children).filter((el) => el.textContent === '...');
    for (const el of ellipses) {
      expect(el).toHaveClass('disabled item');
      expect(el).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has boundary links that go to the first and last pages, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<Host boundaryLinks />);
    const first = screen.getByRole('button', { name: 'First page' });
    const last = screen.getByRole('button', { name: 'Last page' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(first.querySelector('i')).toHaveClass('angle double left icon');
    await user.click(last);
    expect(screen.getByText('Current page: 10')).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await user.click(first);
    expect(screen.getByText('Current page: 1')).toBeInTheDocument();
  });

  it('hides the navigation links when asked and every page is listed', () => {
    render(<Pagination collectionSize={30} navigationLinks={false} />);
    expect(labelsOf()).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('works uncontrolled from defaultPage', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination collectionSize={50} defaultPage={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(onPageChange).toHaveBeenCalledWith(4);
    // Clicking the current page changes nothing.
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('clamps a page out of range to 1..pageCount and reports the page shown', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination collectionSize={50} page={9} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    rerender(<Pagination collectionSize={50} page={-3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('follows the bound page down when the collection shrinks', async () => {
    function Shrinking() {
      const [page, setPage] = useState(10);
      const [size, setSize] = useState(100);
      return (
        <>
          <button type="button" onClick={() => setSize(35)}>
            shrink
          </button>
          <Pagination collectionSize={size} page={page} onPageChange={setPage} />
          <p>Current page: {page}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Shrinking />);
    await user.click(screen.getByText('shrink'));
    expect(await screen.findByText('Current page: 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('clamps a negative collection size to one empty page, and maxSize below 1 to 1', () => {
    const { rerender } = render(<Pagination collectionSize={-5} />);
    expect(pageButtons()).toEqual([1]);
    rerender(<Pagination collectionSize={100} maxSize={0} ellipses={false} />);
    expect(pageButtons()).toEqual([1]);
  });

  it('takes labels in another language', () => {
    render(
      <Pagination
        collectionSize={20}
        boundaryLinks
        labels={{
          nav: 'Seiten',
          previous: 'Zurück',
          next: 'Weiter',
          first: 'Erste',
          last: 'Letzte',
          page: (p) => `Seite ${p}`,
        }}
      />,
    );
    const de = screen.getByRole('navigation', { name: 'Seiten' });
    expect(Array.from(de.children).map((el) => el.getAttribute('aria-label'))).toEqual([
      'Erste',
      'Zurück',
      'Seite 1',
      'Seite 2',
      'Weiter',
      'Letzte',
    ]);
  });

  it('is StrictMode-clean', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <StrictMode>
        <Host maxSize={5} boundaryLinks rotate />
      </StrictMode>,
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a non-integer page, a bad page size and a collection size that is not a finite number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: Array<[React.ReactNode, string]> = [
      [
        <Pagination key="a" collectionSize={100} page={2.5} />,
        'Pagination: page must be an integer (got 2.5).',
      ],
      [
        <Pagination key="a2" collectionSize={100} page={Infinity} />,
        'Pagination: page must be an integer (got Infinity).',
      ],
      [
        <Pagination key="a3" collectionSize={100} defaultPage={Number.NaN} />,
        'Pagination: defaultPage must be an integer (got NaN).',
      ],
      [
        <Pagination key="b" collectionSize={100} pageSize={0} />,
        'Pagination: pageSize must be a positive integer (got 0).',
      ],
      [
        <Pagination key="b2" collectionSize={100} pageSize={Infinity} />,
        'Pagination: pageSize must be a positive integer (got Infinity).',
      ],
      [
        <Pagination key="b3" collectionSize={100} pageSize={7.5} />,
        'Pagination: pageSize must be a positive integer (got 7.5).',
      ],
      [
        <Pagination key="c" collectionSize={Number.NaN} />,
        'Pagination: collectionSize must be a finite number (got NaN).',
      ],
      [
        <Pagination key="c2" collectionSize={Infinity} maxSize={5} />,
        'Pagination: collectionSize must be a finite number (got Infinity).',
      ],
      [
        <Pagination key="c3" collectionSize={-Infinity} />,
        'Pagination: collectionSize must be a finite number (got -Infinity).',
      ],
      [
        <Pagination key="d" collectionSize={10} maxSize={Number.NaN} />,
        'Pagination: maxSize must be a number (got NaN).',
      ],
    ];
    for (const [element, message] of cases) {
      const { unmount } = render(<TestErrorBoundary>{element}</TestErrorBoundary>);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
  });
});

describe('Pagination at any scale', () => {
  // A thousand buttons take jsdom a few seconds on a busy machine (a margin, not a speed check).
  const SLOW = { timeout: 30_000 };
  // Role queries are slow over a thousand buttons; these read the DOM directly.
  const menu = () => document.querySelector('nav')!;
  const pageNumbers = () =>
    Array.from(menu().querySelectorAll('button[aria-label^="Page "]'), (b) => Number(b.textContent));
  const items = () => Array.from(menu().children, (el) => el.getAttribute('aria-label') ?? el.textContent);
  const button = (label: string) => menu().querySelector<HTMLElement>(`button[aria-label="${label}"]`)!;

  it('lists every page up to 1,000 without maxSize', SLOW, () => {
    render(<Pagination collectionSize={10_000} navigationLinks={false} />);
    expect(pageNumbers()).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    // Every page is listed, so no arrow is forced and there is no ellipsis.
    expect(items()).not.toContain('Next page');
    expect(items()).not.toContain('...');
  });

  it('behaves as maxSize 1,000 past 1,000 pages: blocks of 1,000, ellipses and forced arrows', SLOW, () => {
    render(<Host collectionSize={1e7} navigationLinks={false} />);
    const pages = pageNumbers();
    expect(pages).toHaveLength(1001);
    expect(pages.slice(0, 3)).toEqual([1, 2, 3]);
    expect(pages.slice(-3)).toEqual([999, 1000, 1_000_000]);
    expect(items().slice(-3)).toEqual(['...', 'Page 1000000', 'Next page']);
    fireEvent.click(button('Page 1000000'));
    expect(screen.getByText('Current page: 1000000')).toBeInTheDocument();
    expect(pageNumbers().slice(0, 2)).toEqual([1, 999_001]);
    expect(pageNumbers()).toHaveLength(1001);
  });

  it('renders only what maxSize shows, whatever the collection size', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Host collectionSize={1e9} maxSize={5} boundaryLinks />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 1e8]);
    await user.click(button('Last page'));
    expect(screen.getByText('Current page: 100000000')).toBeInTheDocument();
    // Blocks of 5 start at 1, 6, 11...: the last one is 99,999,996..100,000,000.
    expect(pageNumbers()).toEqual([1, 99_999_996, 99_999_997, 99_999_998, 99_999_999, 1e8]);
    rerender(<Host key="largest" collectionSize={Number.MAX_VALUE} pageSize={1} maxSize={3} rotate />);
    const last = Number.MAX_SAFE_INTEGER;
    expect(pageNumbers()).toEqual([1, 2, 3, last]);
    await user.click(button(`Page ${last}`));
    expect(pageNumbers()).toEqual([1, last - 2, last - 1, last]);
    await user.click(button('Previous page'));
    expect(screen.getByText(`Current page: ${last - 1}`)).toBeInTheDocument();
  });

  it('reads maxSize Infinity as unset and caps a larger maxSize at 1,000', SLOW, () => {
    const { rerender } = render(
      <Pagination collectionSize={50} maxSize={Infinity} navigationLinks={false} />,
    );
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(items()).not.toContain('Next page');
    rerender(<Pagination collectionSize={1e6} maxSize={Infinity} />);
    expect(pageNumbers()).toHaveLength(1001);
    rerender(<Pagination collectionSize={1e6} maxSize={1e9} />);
    expect(pageNumbers()).toHaveLength(1001);
  });

  it('counts a fractional collection size as the next whole item, and rounds a fractional maxSize down', () => {
    const { rerender } = render(<Pagination collectionSize={20.5} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    rerender(<Pagination collectionSize={100} maxSize={2.9} ellipses={false} />);
    expect(pageNumbers()).toEqual([1, 2]);
  });

  it('renders on the server at any finite size, and throws the same errors there', () => {
    const html = renderOnServer(<Pagination collectionSize={1e15} maxSize={5} />);
    expect(html.match(/aria-label="Page /g)).toHaveLength(6);
    expect(html).toContain('>100000000000000<');
    const all = renderOnServer(<Pagination collectionSize={1e15} />);
    expect(all.match(/aria-label="Page /g)).toHaveLength(1001);
    expect(serverError(<Pagination collectionSize={Infinity} />)).toBe(
      'Pagination: collectionSize must be a finite number (got Infinity).',
    );
    expect(serverError(<Pagination collectionSize={100} page={Number.NaN} />)).toBe(
      'Pagination: page must be an integer (got NaN).',
    );
  });

  it('hydrates a large server-rendered pagination with no warning', async () => {
    const { container, problems, unmount } = await hydrateServerHtml(
      <Pagination collectionSize={1e12} maxSize={7} rotate boundaryLinks defaultPage={5e10} />,
    );
    expect(problems).toEqual([]);
    expect(container.querySelector('[aria-current=page]')).toHaveTextContent('50000000000');
    unmount();
  });
});

describe('Pagination page errors', () => {
  it('names defaultPage when the uncontrolled start page is not an integer (found by the prop fuzz)', () => {
    expect(serverError(<Pagination collectionSize={50} defaultPage={2.5} />)).toBe(
      'Pagination: defaultPage must be an integer (got 2.5).',
    );
    expect(serverError(<Pagination collectionSize={50} page={Number.NaN} />)).toBe(
      'Pagination: page must be an integer (got NaN).',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Pagination, PaginationItem, paginationLayout } from './index.js';

const layout = (
  activePage: number,
  totalPages: number,
  boundaryRange = 1,
  siblingRange = 1,
  hideEllipsis = false,
) =>
  paginationLayout({ activePage, totalPages, boundaryRange, siblingRange, hideEllipsis })
    .map((i) =>
      i.type === 'pageItem'
        ? i.active
          ? `[${i.value}]`
          : `${i.value}`
        : i.type === 'ellipsisItem'
          ? '…'
          : i.type[0],
    )
    .join(' ');

describe('compat Pagination', () => {
  it('lays pages out as Semantic UI React does (a window of constant size)', () => {
    expect(layout(1, 10)).toBe('f p [1] 2 3 4 5 … 10 n l');
    expect(layout(5, 10)).toBe('f p 1 … 4 [5] 6 … 10 n l');
    expect(layout(10, 10)).toBe('f p 1 … 6 7 8 9 [10] n l');
    // An ellipsis that would hide one page shows that page.
    expect(layout(4, 10)).toBe('f p 1 2 3 [4] 5 … 10 n l');
    expect(layout(3, 5)).toBe('f p 1 2 [3] 4 5 n l');
    expect(layout(6, 20, 2, 2)).toBe('f p 1 2 3 4 5 [6] 7 8 … 19 20 n l');
    expect(layout(10, 20, 2, 2)).toBe('f p 1 2 … 8 9 [10] 11 12 … 19 20 n l');
    expect(layout(5, 10, 1, 1, true)).toBe('f p 1 4 [5] 6 10 n l');
  });

  it('draws the kit classes with the default items, in a named nav', () => {
    const { container } = render(<Pagination defaultActivePage={5} totalPages={10} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination Navigation' });
    expect(nav).toHaveClass('ui pagination menu');
    expect([...container.querySelectorAll('.item')].map((i) => i.className)).toEqual([
      'item',
      'item',
      'item',
      'item',
      'item',
      'active item',
      'item',
      'item',
      'item',
      'item',
      'item',
    ]);
    expect(screen.getByRole('button', { name: 'First item' })).toHaveTextContent('«');
    expect(screen.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: '...' })).toBeNull();
  });

  it('calls onPageChange(event, data) and moves the current page (uncontrolled), by mouse and keyboard', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination defaultActivePage={1} totalPages={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(onPageChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'click' }),
      expect.objectContaining({ totalPages: 3, activePage: 2 }),
    );
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'true');
    screen.getByRole('button', { name: '3' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ activePage: 3 }),
    );
    // The current page again: no call.
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('follows a controlled activePage (a numeric string too) and calls nothing while disabled', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination activePage="2" totalPages="4" onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'true');
    rerender(<Pagination activePage={2} totalPages={4} onPageChange={onPageChange} disabled />);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '3' })).toHaveClass('disabled item');
  });

  it('takes item shorthand, null for none, and has Pagination.Item', () => {
    const { container } = render(
      <Pagination
        totalPages={10}
        firstItem={null}
        lastItem={null}
        ellipsisItem={{ content: '…', icon: true }}
        prevItem="Back"
      />,
    );
    expect(screen.queryByRole('button', { name: 'First item' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(container.querySelector('.icon.item')).toHaveTextContent('…');
    expect(Pagination.Item).toBe(PaginationItem);
  });

  it('refuses a totalPages or activePage that is no whole number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Pagination totalPages={Number.NaN} />)).toThrow(
      'Pagination: totalPages must be a whole number, 0 or more (got NaN).',
    );
    expect(() => render(<Pagination totalPages={5} activePage="two" />)).toThrow(
      'Pagination: activePage must be a whole number, 0 or more (got two).',
    );
    expect(() => render(<Pagination totalPages={5} siblingRange={-1} />)).toThrow(
      'Pagination: siblingRange must be a whole number, 0 or more (got -1).',
    );
    vi.restoreAllMocks();
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Pagination defaultActivePage={5} totalPages={10} />);
    expect(html).toContain('class="ui pagination menu"');
    expect(error).not.toHaveBeenCalled();
  });
});

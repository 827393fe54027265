import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SearchEntry } from '../../build/search-index';
import SearchDialog from './SearchDialog';

// The site's index is made at build time (build/search-index.ts); here, a few entries of each kind.
const entry = (kind: SearchEntry['kind'], title: string, path: string, anchor = ''): SearchEntry => ({
  kind,
  title,
  page: kind === 'Page' ? title : 'Select',
  path,
  anchor,
  text: '',
});
const INDEX = [
  entry('Page', 'Select', '/modules/select'),
  entry('Page', 'Search', '/modules/search'),
  entry('Section', 'Keyboard', '/modules/select', 'keyboard'),
  entry('Prop', 'MultiSelect.maxSelected', '/modules/select', 'api-MultiSelect-maxSelected'),
];

function open() {
  const location = memoryLocation({ path: '/getting-started', record: true });
  const onClose = vi.fn();
  render(
    <Router hook={location.hook}>
      <SearchDialog index={INDEX} onClose={onClose} />
    </Router>,
  );
  const box = screen.getByRole('combobox', { name: 'Pages, examples, sections, props and events' });
  return { user: userEvent.setup(), box, onClose, history: location.history! };
}

describe('SearchDialog', () => {
  it('makes the first result active as soon as results show: Enter right after typing goes to it', async () => {
    const { user, box, onClose, history } = open();
    expect(box).toHaveFocus();
    await user.type(box, 'maxSelcted');
    const first = screen.getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('MultiSelect.maxSelected');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveClass('result active');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(history.at(-1)).toBe('/modules/select#api-MultiSelect-maxSelected');
  });

  it('keeps the first result active as the query changes, and Down and Up still choose another', async () => {
    const { user, box, history } = open();
    await user.type(box, 'se');
    const titles = () => screen.getAllByRole('option').map((o) => o.querySelector('.title')!.textContent);
    expect(titles()[0]).toContain('Select');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.type(box, 'a');
    expect(titles()[0]).toContain('Search');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toBe('/modules/search');
  });

  it('with no result, nothing is active and Enter goes nowhere', async () => {
    const { user, box, onClose, history } = open();
    await user.type(box, 'zzzzqqq{Enter}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(onClose).not.toHaveBeenCalled();
    expect(history).toEqual(['/getting-started']);
  });
});

// The option window in a DOM without layout (jsdom, as in users' tests): every size measures 0 and
// there is no ResizeObserver. A short list must still show every option, a long one its first page,
// and moving the highlight must draw the options it reaches.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dropdown, DropdownItem, DropdownMenu } from '../dropdown/index.js';
import { Search } from '../search/index.js';
import { MultiSelect, Select } from './index.js';

const items = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);
const drawn = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('option lists without layout', () => {
  it('runs where nothing is measured', () => {
    expect(typeof globalThis.ResizeObserver).toBe('undefined');
    render(<Select className="selection" options={items(3)} aria-label="List" />);
    expect(screen.getByRole('listbox').clientHeight).toBe(0);
    expect(screen.getByRole('listbox').getBoundingClientRect().height).toBe(0);
  });

  it('Select and MultiSelect draw lists of up to 20 options whole', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select className="selection" options={items(20)} aria-label="One" />
        <MultiSelect className="selection" options={items(20)} aria-label="Many" />
      </>,
    );
    const drawnIn = (name: string) =>
      within(screen.getByRole('listbox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await user.click(screen.getByRole('combobox', { name: 'One' }));
    expect(drawnIn('One')).toEqual(items(20));
    await user.click(screen.getByRole('combobox', { name: 'Many' }));
    expect(drawnIn('Many')).toEqual(items(20));
  });

  it('a long Select draws its first page, and the options the highlight reaches', async () => {
    const user = userEvent.setup();
    render(<Select className="selection" options={items(10_000)} aria-label="Long" />);
    await user.click(screen.getByRole('combobox', { name: 'Long' }));
    const first = drawn();
    expect(first[0]).toBe('Item 1');
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(first.length).toBeLessThan(100);
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Item 10000' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Item 1' })).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Item 1' })).toBeInTheDocument();
  });

  it('Search and Dropdown draw their items as they are', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Search options={['Apple', 'Apricot', 'Banana']} searchDelay={0} aria-label="Fruit" />
        <Dropdown text="File">
          <DropdownMenu>
            <DropdownItem>New</DropdownItem>
            <DropdownItem>Open</DropdownItem>
          </DropdownMenu>
        </Dropdown>
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Fruit' }), 'ap');
    expect(drawn()).toEqual(['Apple', 'Apricot']);
    await user.click(screen.getByRole('button', { name: 'File' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['New', 'Open']);
  });
});

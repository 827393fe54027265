import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from 'sui-react';
import { expect, test, vi } from 'vitest';

// The component under test: your own, built with sui-react.
function FruitPicker() {
  const [fruit, setFruit] = useState<string | null>(null);
  return (
    <>
      <Select
        selection
        aria-label="Fruit"
        options={['Apple', 'Banana', 'Cherry']}
        value={fruit}
        onChange={setFruit}
      />
      <p>You picked: {fruit ?? 'nothing'}</p>
    </>
  );
}

test('picks an option by its role and name', async () => {
  const user = userEvent.setup();
  render(<FruitPicker />);

  await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
  // A short list shows every option, even though jsdom measures nothing.
  expect(screen.getAllByRole('option')).toHaveLength(3);
  await user.click(screen.getByRole('option', { name: 'Banana' }));

  expect(screen.getByText('You picked: Banana')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
});

test('picks by keyboard', async () => {
  const user = userEvent.setup();
  render(<FruitPicker />);

  // Tab in: the list opens with the first option highlighted.
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{ArrowDown}{Enter}');

  expect(screen.getByText('You picked: Banana')).toBeInTheDocument();
});

test('finds an option in a long list by typing', async () => {
  const user = userEvent.setup();
  const items = Array.from({ length: 10_000 }, (_, i) => `Item ${i + 1}`);
  const onChange = vi.fn();
  render(<Select selection aria-label="Item" options={items} searchable onChange={onChange} />);

  await user.click(screen.getByRole('combobox', { name: 'Item' }));
  // The menu draws the options in view: in jsdom, its first page.
  expect(screen.getByRole('option', { name: 'Item 1' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Item 9999' })).not.toBeInTheDocument();

  // Type to bring any other option into the list, as a user would.
  await user.keyboard('Item 9999');
  await user.click(screen.getByRole('option', { name: 'Item 9999' }));
  expect(onChange).toHaveBeenLastCalledWith('Item 9999');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Datepicker } from 'sui-react';
import { expect, test, vi } from 'vitest';

test('reads a typed date', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <>
      <label htmlFor="arrival">Arrival</label>
      <Datepicker id="arrival" mode="date" onChange={onChange} />
    </>,
  );

  // Type in the format of the language in use (en-GB by default: day, month name, year).
  await user.type(screen.getByLabelText('Arrival'), '15 January 2026');

  expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 15));
  expect(screen.getByLabelText('Arrival')).not.toHaveAttribute('aria-invalid');
});

test('picks a day in the calendar', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <>
      <label htmlFor="arrival">Arrival</label>
      <Datepicker id="arrival" mode="date" defaultValue={new Date(2026, 0, 15)} onChange={onChange} />
    </>,
  );

  await user.click(screen.getByLabelText('Arrival'));
  // The calendar is a dialog holding a grid; each day is a cell named by its full date.
  const calendar = screen.getByRole('dialog');
  expect(calendar).toBeVisible();
  await user.click(screen.getByRole('gridcell', { name: '20 January 2026' }));

  expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 20));
  expect(screen.getByLabelText('Arrival')).toHaveValue('20 January 2026');
});

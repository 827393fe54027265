import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { Datepicker, type DatepickerProps } from './Datepicker.js';
import { datepickerKeyboard } from './keyboard.js';

const NOW = new Date(2026, 10, 21, 14, 37); // Saturday 21 November 2026

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function Picker(props: DatepickerProps) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <>
      <label htmlFor="dp">Date</label>
      <Datepicker id="dp" mode="date" {...props} value={value} onChange={setValue} />
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Date' });
const grid = () => screen.getByRole('grid');
const focused = () => grid().querySelector('td.focus') as HTMLElement;

/** Renders the picker, tabs to its input and opens the calendar with ArrowDown. */
async function open(props: DatepickerProps = {}) {
  const user = userEvent.setup();
  render(<Picker {...props} />);
  await user.tab();
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(focused()).toHaveFocus());
  return user;
}

/** An inline calendar, its highlighted cell focused by Tab past the title and prev / next. */
async function inline(props: DatepickerProps = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Datepicker inline mode="date" onChange={onChange} {...props} />);
  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  expect(focused()).toHaveFocus();
  return { user, onChange };
}

testKeyboard('Datepicker', datepickerKeyboard, {
  'In the input: ArrowDown': async () => {
    const user = await open();
    expect(focused()).toHaveAccessibleName('21 November 2026');
    await user.click(input());
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveFocus();
  },
  'In the input: Escape': async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(input());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input()).toHaveFocus();
  },
  'In the grid: ArrowLeft, ArrowRight': async () => {
    const user = await open();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toHaveAccessibleName('20 November 2026');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toHaveAccessibleName('22 November 2026');
    expect(focused()).toHaveFocus();
    // The inline calendar moves the same way.
    cleanup();
    const { user: other } = await inline({ defaultValue: new Date(2026, 0, 15) });
    await other.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName('16 January 2026');
  },
  'In the grid: ArrowUp, ArrowDown': async () => {
    const user = await open();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveAccessibleName('14 November 2026');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toHaveAccessibleName('28 November 2026');
  },
  'In the grid: Home, End': async () => {
    const user = await open();
    await user.keyboard('{Home}');
    expect(focused()).toHaveAccessibleName('16 November 2026');
    await user.keyboard('{End}');
    expect(focused()).toHaveAccessibleName('22 November 2026');
  },
  'In the grid: PageUp, PageDown': async () => {
    const user = await open();
    await user.keyboard('{PageUp}');
    expect(focused()).toHaveAccessibleName('21 October 2026');
    await user.keyboard('{PageDown}{PageDown}');
    expect(focused()).toHaveAccessibleName('21 December 2026');
    expect(grid()).toHaveAccessibleName('December 2026');
  },
  'In the grid: Shift+PageUp, Shift+PageDown': async () => {
    const user = await open();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focused()).toHaveAccessibleName('21 November 2025');
    await user.keyboard('{Shift>}{PageDown}{PageDown}{/Shift}');
    expect(focused()).toHaveAccessibleName('21 November 2027');
  },
  'In the grid: Enter, Space': async () => {
    const user = await open();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('22 November 2026');
    // Inline: Space chooses and the calendar stays, the focus on the chosen date.
    cleanup();
    const { user: other, onChange } = await inline({ defaultValue: new Date(2026, 0, 15) });
    await other.keyboard('{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 14));
    expect(focused()).toHaveAccessibleName('14 January 2026');
    expect(focused()).toHaveAttribute('aria-selected', 'true');
  },
  'In the calendar: Escape': async () => {
    const user = await open();
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');
  },
  'In the calendar: Tab, Shift+Tab': async () => {
    const user = await open();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'November 2026' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()).toHaveFocus();
  },
  'On the title, previous or next: Enter, Space': async () => {
    const user = await open();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(grid()).toHaveAccessibleName('December 2026');
    await user.tab({ shift: true });
    await user.keyboard('[Space]');
    expect(grid()).toHaveAccessibleName('November 2026');
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(grid()).toHaveClass('month');
    await waitFor(() =>
      expect(within(grid()).getByRole('gridcell', { name: 'November 2026' })).toHaveFocus(),
    );
  },
  'Onto a disabled date: ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End, PageUp, PageDown':
    async () => {
      const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
      const holiday = (date: Date) => weekend(date) || date.getDate() === 25;
      const user = await open({ isDateDisabled: holiday, initialDate: new Date(2026, 10, 20) });
      expect(focused()).toHaveAccessibleName('20 November 2026'); // a Friday
      await user.keyboard('{ArrowRight}');
      expect(focused()).toHaveAccessibleName('23 November 2026'); // the weekend passed over
      await user.keyboard('{ArrowLeft}');
      expect(focused()).toHaveAccessibleName('20 November 2026');
      await user.keyboard('{ArrowDown}');
      expect(focused()).toHaveAccessibleName('27 November 2026');
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(focused()).toHaveAccessibleName('13 November 2026');
      await user.keyboard('{End}');
      expect(focused()).toHaveAccessibleName('13 November 2026'); // Saturday and Sunday refused: back to Friday
      await user.keyboard('{Home}');
      expect(focused()).toHaveAccessibleName('9 November 2026');
      await user.keyboard('{PageDown}');
      expect(focused()).toHaveAccessibleName('9 December 2026');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(focused()).toHaveAccessibleName('23 December 2026');
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(focused()).toHaveAccessibleName('28 December 2026'); // the 25th (a holiday) and the weekend
      await user.keyboard('{PageUp}');
      expect(focused()).toHaveAccessibleName('27 November 2026'); // the 28th is a Saturday: back to Friday
      expect(within(grid()).getByRole('gridcell', { name: '28 November 2026' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      // A predicate that refuses every date: the keys are bounded, and the highlight stays.
      await user.keyboard('{Escape}');
    },
});

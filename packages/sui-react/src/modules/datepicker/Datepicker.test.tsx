import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import type { PartialLocaleValues } from '../../behaviors/localization/types.js';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Datepicker, type DatepickerHandle, type DatepickerProps } from './Datepicker.js';

const NOW = new Date(2026, 10, 21, 14, 37); // Saturday 21 November 2026, 2:37 PM

const enUS: PartialLocaleValues = {
  datepicker: {
    firstDayOfWeek: 0,
    formats: {
      date: 'MMMM d, yyyy',
      time: 'h:mm a',
      datetime: 'MMMM d, yyyy h:mm a',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
  },
};

function inLanguage(language: string, node: ReactNode) {
  return (
    <LocalizationProvider language={language} locales={{ 'en-US': enUS }}>
      {node}
    </LocalizationProvider>
  );
}

function Controlled(props: DatepickerProps & { initial?: Date | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <label htmlFor="dp">Date</label>
      <Datepicker
        id="dp"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output data-testid="value">{value ? value.toISOString() : 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Date' });
const dialog = () => screen.getByRole('dialog');
const grid = () => screen.getByRole('grid');
const cell = (name: string | RegExp) => within(grid()).getByRole('gridcell', { name });
const focusedCell = () => grid().querySelector('td.focus') as HTMLElement;
const waitClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Datepicker: markup', () => {
  it('renders a combobox input that opens Fomantic calendar markup below it', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="date" />);
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', dialog().id);
    expect(dialog()).toHaveClass('ui popup calendar bottom left active transition');
    expect(dialog()).toHaveAccessibleName('Choose date');
    expect(grid()).toHaveClass('ui celled center aligned unstackable table seven column day');
    expect(grid()).toHaveAccessibleName('November 2026');
    expect(grid().querySelector('[aria-live="polite"]')).toHaveTextContent('November 2026');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveClass('prev link');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveClass('next link');
    expect(screen.getByRole('button', { name: 'November 2026' })).toHaveClass('link');
    const today = cell('21 November 2026');
    expect(today).toHaveClass('link today focus');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    // Days of the months before and after are adjacent.
    expect(cell('26 October 2026')).toHaveClass('adjacent');
    expect(cell('6 December 2026')).toHaveClass('adjacent');
    expect(grid().querySelectorAll('tbody tr')).toHaveLength(6);
    expect(grid().querySelectorAll('tbody td')).toHaveLength(42);
    // Focus stays in the input after a click, so typing goes on.
    expect(input()).toHaveFocus();
  });

  it('takes size and inverted as props, on the calendar (and its table), never on the input', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled mode="date" size="small" inverted />);
    expect(input()).not.toHaveAttribute('size');
    expect(input()).not.toHaveAttribute('inverted');
    await user.click(input());
    expect(dialog()).toHaveClass('ui popup calendar small inverted');
    expect(grid()).toHaveClass('ui inverted table');
    unmount();
    render(<Datepicker inline mode="date" size="large" aria-label="Inline" />);
    expect(screen.getByRole('group')).toHaveClass('ui calendar large', { exact: true });
  });

  it('orders the weekdays from the language first day (Monday in en-GB, Sunday in en-US) or the prop', async () => {
    const user = userEvent.setup();
    const headers = () =>
      [...grid().querySelectorAll('thead tr:nth-child(2) th')].map((th) => th.textContent);
    const names = () =>
      [...grid().querySelectorAll('thead tr:nth-child(2) th')].map((th) => th.getAttribute('aria-label'));
    const { unmount } = render(<Controlled mode="date" />);
    await user.click(input());
    expect(headers()).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(names()[0]).toBe('Monday');
    expect(grid().querySelector('tbody td')).toHaveAccessibleName('26 October 2026');
    unmount();

    const second = render(inLanguage('en-US', <Controlled mode="date" />));
    await user.click(input());
    expect(headers()).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(grid().querySelector('tbody td')).toHaveAccessibleName('November 1, 2026');
    second.unmount();

    render(<Controlled mode="date" firstDayOfWeek={3} />);
    await user.click(input());
    expect(headers()).toEqual(['W', 'T', 'F', 'S', 'S', 'M', 'T']);
    expect(names()[0]).toBe('Wednesday');
  });

  it('shows the month view, the year view (a decade), the hour and the minute views', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="datetime" />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'November 2026' }));
    expect(grid()).toHaveClass('three column month');
    expect(grid()).toHaveAccessibleName('2026');
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(cell('November 2026')).toHaveClass('today focus');
    await user.click(screen.getByRole('button', { name: '2026' }));
    expect(grid()).toHaveClass('three column year');
    expect(grid()).toHaveAccessibleName('2020 – 2029');
    expect(cell('2019')).toHaveClass('adjacent');
    expect(cell('2030')).toHaveClass('adjacent');
    expect(screen.getByRole('button', { name: 'Previous decade' })).toBeInTheDocument();
    // The widest view's title is plain text.
    expect(screen.queryByRole('button', { name: '2020 – 2029' })).toBeNull();
    await user.click(cell('2026'));
    await user.click(cell('November 2026'));
    await user.click(cell('21 November 2026'));
    expect(grid()).toHaveClass('four column hour');
    expect(grid()).toHaveAccessibleName('21 November 2026');
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(24);
    expect(within(grid()).getAllByRole('gridcell')[13]).toHaveTextContent('1:00 PM');
    await user.click(cell('2:00 PM'));
    expect(grid()).toHaveClass('three column minute');
    expect(grid()).toHaveAccessibleName('21 November 2026 2:00 PM');
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `2:${String(i * 5).padStart(2, '0')} PM`));
    expect(cell('2:35 PM')).toHaveClass('today');
  });
});

describe('Datepicker: view paths by mouse', () => {
  it('datetime: day, hour, minute, then the value and the formatted text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(input());
    expect(dialog()).toHaveAccessibleName('Choose date and time');
    await user.click(cell('3 December 2026'));
    await user.click(cell('9:00 AM'));
    await user.click(cell('9:45 AM'));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 11, 3, 9, 45));
    expect(input()).toHaveValue('3 December 2026 9:45 AM');
    await waitClosed();
    expect(input()).toHaveFocus();
    // Reopening shows the chosen day, selected.
    await user.click(input());
    expect(cell('3 December 2026')).toHaveClass('active focus');
    expect(cell('3 December 2026')).toHaveAttribute('aria-selected', 'true');
  });

  it('date: year, month, day; midnight', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="date" onChange={onChange} />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'November 2026' }));
    await user.click(screen.getByRole('button', { name: '2026' }));
    await user.click(screen.getByRole('button', { name: 'Next decade' }));
    await user.click(cell('2031'));
    await user.click(cell('February 2031'));
    await user.click(cell('28 February 2031'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2031, 1, 28));
    expect(input()).toHaveValue('28 February 2031');
  });

  it('time: hour then minute, on today; the title shows no date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="time" onChange={onChange} />);
    await user.click(input());
    expect(grid()).toHaveClass('hour');
    expect(grid()).toHaveAccessibleName('Choose time');
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell('11:00 PM'));
    expect(grid()).toHaveAccessibleName('11:00 PM');
    await user.click(screen.getByRole('button', { name: '11:00 PM' }));
    expect(grid()).toHaveClass('hour');
    await user.click(cell('6:00 AM'));
    await user.click(cell('6:55 AM'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 21, 6, 55));
    expect(input()).toHaveValue('6:55 AM');
  });

  it('month: month cells, zooming to years; the 1st at midnight', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="month" onChange={onChange} />);
    await user.click(input());
    expect(grid()).toHaveClass('month');
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(cell('March 2025'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 1));
    expect(input()).toHaveValue('March 2025');
  });

  it('year: year cells only; January 1st', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="year" onChange={onChange} />);
    await user.click(input());
    expect(dialog()).toHaveAccessibleName('Choose year');
    await user.click(cell('2030'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2030, 0, 1));
    expect(input()).toHaveValue('2030');
  });

  it('highlights the hovered cell and turns pages with prev / next', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="date" />);
    await user.click(input());
    await user.hover(cell('10 November 2026'));
    expect(cell('10 November 2026')).toHaveClass('focus');
    expect(cell('21 November 2026')).not.toHaveClass('focus');
    // A mouse that only enters (a calendar drawn under a resting pointer) does not move it.
    fireEvent.mouseEnter(cell('12 November 2026'));
    fireEvent.mouseOver(cell('12 November 2026'));
    expect(cell('10 November 2026')).toHaveClass('focus');
    // With the keyboard focus in the grid, the focus follows the pointer's highlight.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    await user.hover(cell('11 November 2026'));
    expect(cell('11 November 2026')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid()).toHaveAccessibleName('December 2026');
    expect(grid().querySelector('[aria-live="polite"]')).toHaveTextContent('December 2026');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid()).toHaveAccessibleName('October 2026');
  });

  it('closes on a press outside, without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Controlled mode="date" onChange={onChange} />
        <button>Elsewhere</button>
      </>,
    );
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitClosed();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Datepicker: keyboard', () => {
  async function openWithKeyboard(props: DatepickerProps = {}) {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="date" onChange={onChange} {...props} />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    return { user, onChange };
  }

  it('moves by day and week with the arrows, keeping DOM focus on the highlighted cell', async () => {
    const { user } = await openWithKeyboard();
    expect(focusedCell()).toHaveAccessibleName('21 November 2026');
    await user.keyboard('{ArrowLeft}');
    expect(focusedCell()).toHaveAccessibleName('20 November 2026');
    expect(focusedCell()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedCell()).toHaveAccessibleName('22 November 2026');
    await user.keyboard('{ArrowUp}');
    expect(focusedCell()).toHaveAccessibleName('15 November 2026');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedCell()).toHaveAccessibleName('6 December 2026');
    expect(grid()).toHaveAccessibleName('December 2026');
    expect(focusedCell()).toHaveFocus();
    expect(grid().querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
  });

  it('Home / End go to the start and end of the week', async () => {
    const { user } = await openWithKeyboard();
    await user.keyboard('{Home}');
    expect(focusedCell()).toHaveAccessibleName('16 November 2026');
    await user.keyboard('{End}');
    expect(focusedCell()).toHaveAccessibleName('22 November 2026');
  });

  it('PageUp / PageDown move by month, with Shift by year', async () => {
    const { user } = await openWithKeyboard();
    await user.keyboard('{PageUp}');
    expect(focusedCell()).toHaveAccessibleName('21 October 2026');
    await user.keyboard('{PageDown}{PageDown}');
    expect(focusedCell()).toHaveAccessibleName('21 December 2026');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedCell()).toHaveAccessibleName('21 December 2025');
    await user.keyboard('{Shift>}{PageDown}{PageDown}{/Shift}');
    expect(focusedCell()).toHaveAccessibleName('21 December 2027');
    expect(grid()).toHaveAccessibleName('December 2027');
  });

  it('Enter chooses and returns focus to the input; Space chooses too', async () => {
    const { user, onChange } = await openWithKeyboard();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 22));
    await waitClosed();
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('22 November 2026');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    await user.keyboard('{ArrowRight}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 23));
  });

  it('Escape closes and returns focus to the input, without choosing', async () => {
    const { user, onChange } = await openWithKeyboard();
    await user.keyboard('{ArrowRight}{Escape}');
    await waitClosed();
    expect(input()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // Escape in the input closes too.
    await user.click(input());
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitClosed();
  });

  it('reaches prev, title and next with Tab and presses them with Enter or Space', async () => {
    const { user } = await openWithKeyboard({ mode: 'datetime' });
    await user.keyboard('{Enter}');
    expect(grid()).toHaveClass('hour');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(grid()).toHaveClass('minute');
    expect(grid()).toHaveAccessibleName('21 November 2026 6:00 PM');
    // Shift+Tab from the grid goes back through next, prev and the title.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next hour' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(grid()).toHaveAccessibleName('21 November 2026 7:00 PM');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '21 November 2026 7:00 PM' })).toHaveFocus();
    await user.keyboard('[Space]');
    expect(grid()).toHaveClass('hour');
    // Zooming moves focus into the grid.
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    expect(focusedCell()).toHaveTextContent('7:00 PM');
  });

  it('leaves the focus where Tab put it when the calendar re-renders later', async () => {
    // The animation must still run after the open and the Tab below: 4 s leaves room on a loaded
    // machine (1.5 s did not: the open and the Tab can take that long there).
    const { user } = await openWithKeyboard({ transitionDuration: 4000 });
    await user.tab({ shift: true });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toHaveFocus();
    // The opening animation ends and re-renders the calendar; the focus stays on the button.
    expect(dialog()).toHaveClass('animating');
    await waitFor(() => expect(dialog()).not.toHaveClass('animating'), { timeout: 8000 });
    expect(dialog()).toHaveClass('transition visible');
    expect(next).toHaveFocus();
  });

  it('moves by cell and row in the other views', async () => {
    const { user } = await openWithKeyboard({ mode: 'month' });
    expect(focusedCell()).toHaveAccessibleName('November 2026');
    await user.keyboard('{ArrowUp}');
    expect(focusedCell()).toHaveAccessibleName('August 2026');
    await user.keyboard('{Home}');
    expect(focusedCell()).toHaveAccessibleName('July 2026');
    await user.keyboard('{End}');
    expect(focusedCell()).toHaveAccessibleName('September 2026');
    await user.keyboard('{PageDown}');
    expect(focusedCell()).toHaveAccessibleName('September 2027');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(focusedCell()).toHaveAccessibleName('April 2028');
    expect(grid()).toHaveAccessibleName('2028');
  });

  it('swaps the arrows and the sides in a right-to-left language', async () => {
    const user = userEvent.setup();
    render(
      <LocalizationProvider language="he" locales={{ he: { direction: 'rtl' } }}>
        <Controlled mode="date" />
      </LocalizationProvider>,
    );
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    expect(dialog()).toHaveAttribute('dir', 'rtl');
    expect(dialog()).toHaveClass('bottom right');
    await user.keyboard('{ArrowLeft}');
    expect(focusedCell()).toHaveAccessibleName('22 November 2026');
    expect(screen.getByRole('button', { name: 'Previous month' }).querySelector('i')).toHaveClass(
      'chevron right icon',
    );
  });

  it('closes when focus moves to another element outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled mode="date" />
        <button>After</button>
      </>,
    );
    await user.click(input());
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    await waitClosed();
  });
});

describe('Datepicker: min and max', () => {
  const min = new Date(2026, 10, 10, 9, 30);
  const max = new Date(2026, 11, 5, 18);

  it('disables out-of-range cells and stops prev / next at the range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="date" minDate={min} maxDate={max} onChange={onChange} />);
    await user.click(input());
    expect(cell('9 November 2026')).toHaveClass('disabled');
    expect(cell('9 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('10 November 2026')).not.toHaveClass('disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveClass('disabled');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid()).toHaveAccessibleName('November 2026');
    await user.click(cell('9 November 2026'));
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(cell('6 December 2026')).toHaveClass('disabled');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the keyboard inside the range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled mode="date" minDate={min} maxDate={max} onChange={onChange} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    await user.keyboard('{PageDown}{PageDown}');
    expect(focusedCell()).toHaveAccessibleName('5 December 2026');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 5));
  });

  it('opens on the nearest allowed date when today is outside', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="date" minDate={new Date(2027, 2, 3)} />);
    await user.click(input());
    expect(grid()).toHaveAccessibleName('March 2027');
    expect(focusedCell()).toHaveAccessibleName('3 March 2027');
  });

  it('clamps a datetime choice to the exact minimum minute', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled minDate={new Date(2026, 10, 21, 14, 32)} onChange={onChange} />);
    await user.click(input());
    await user.click(cell('21 November 2026'));
    expect(cell('1:00 PM')).toHaveClass('disabled');
    await user.click(cell('2:00 PM'));
    expect(cell('2:25 PM')).toHaveClass('disabled');
    await user.click(cell('2:30 PM'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 21, 14, 32));
  });
});

describe('Datepicker: typed input', () => {
  const type = async (text: string, props: DatepickerProps = {}, language = 'en-GB') => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(inLanguage(language, <Controlled mode="date" onChange={onChange} {...props} />));
    await user.type(input(), text);
    return onChange;
  };

  it('accepts text in the en-GB format for the mode', async () => {
    const onChange = await type('7 March 2026');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 7));
    expect(input()).toHaveValue('7 March 2026');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('accepts text in the en-US formats', async () => {
    const onChange = await type('March 7, 2026', {}, 'en-US');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 7));
  });

  it('accepts en-US date and time text in datetime mode', async () => {
    const onChange = await type('March 7, 2026 4:05 PM', { mode: 'datetime' }, 'en-US');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 7, 16, 5));
  });

  it('clears the value for text that is not a date in that format, without crashing', async () => {
    const onChange = await type('7 March 2026');
    const user = userEvent.setup();
    await user.type(input(), 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('7 March 2026x');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    await user.clear(input());
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses en-GB text in en-US and the reverse', async () => {
    const us = await type('7 March 2026', {}, 'en-US');
    expect(us).not.toHaveBeenCalledWith(new Date(2026, 2, 7));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('refuses dates outside minDate and maxDate', async () => {
    const onChange = await type('9 November 2026', {
      minDate: new Date(2026, 10, 10),
      maxDate: new Date(2026, 11, 5),
    });
    expect(onChange).not.toHaveBeenCalledWith(new Date(2026, 10, 9));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    const user = userEvent.setup();
    await user.clear(input());
    await user.type(input(), '10 November 2026');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 10));
  });

  it('reads times and months in their own formats', async () => {
    const onChange = await type('9:05 PM', { mode: 'time' });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 21, 21, 5));
  });

  it('shows the value in the language in use and follows its changes', () => {
    const value = new Date(2026, 2, 7, 16, 5);
    const { rerender } = render(inLanguage('en-GB', <Datepicker aria-label="When" value={value} />));
    expect(screen.getByRole('combobox')).toHaveValue('7 March 2026 4:05 PM');
    rerender(inLanguage('en-US', <Datepicker aria-label="When" value={value} />));
    expect(screen.getByRole('combobox')).toHaveValue('March 7, 2026 4:05 PM');
    rerender(inLanguage('en-US', <Datepicker aria-label="When" value={value} mode="month" />));
    expect(screen.getByRole('combobox')).toHaveValue('March 2026');
    rerender(
      inLanguage(
        'en-US',
        <Datepicker
          aria-label="When"
          value={value}
          mode="date"
          localeOverrides={{ formats: { date: 'dd/MM/yyyy' } }}
        />,
      ),
    );
    expect(screen.getByRole('combobox')).toHaveValue('07/03/2026');
  });

  it('updates the open calendar as valid text is typed', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="date" />);
    await user.click(input());
    await user.type(input(), '2 February 2027');
    expect(grid()).toHaveAccessibleName('February 2027');
    expect(cell('2 February 2027')).toHaveClass('active');
  });
});

describe('Datepicker: trigger element', () => {
  it('opens from a button, moves focus into the grid, and returns it on Escape', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const onChange = vi.fn();
    render(
      <Datepicker
        mode="date"
        onChange={onChange}
        trigger={
          <button ref={ref} className="ui button" onClick={onClick}>
            Select Date
          </button>
        }
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Select Date' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitClosed();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 28));
    await waitClosed();
    expect(button).toHaveFocus();
    // A second click closes an open calendar.
    await user.click(button);
    expect(dialog()).toBeInTheDocument();
    await user.click(button);
    await waitClosed();
  });

  it('opens and closes through the ref handle', async () => {
    const ref = createRef<DatepickerHandle>();
    render(<Datepicker ref={ref} aria-label="When" mode="date" />);
    act(() => ref.current!.open());
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(focusedCell()).toHaveFocus());
    act(() => ref.current!.close());
    await waitClosed();
  });
});

describe('Datepicker: native fallback on mobile', () => {
  const agent = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent')!;
  const mobile = () =>
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      get: () =>
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    });
  afterEach(() => {
    delete (window.navigator as unknown as Record<string, unknown>).userAgent;
    Object.defineProperty(Navigator.prototype, 'userAgent', agent);
  });

  it('uses the native input type for each mode, with min and max', () => {
    mobile();
    const value = new Date(2026, 2, 7, 16, 5);
    const expected = {
      datetime: ['datetime-local', '2026-03-07T16:05', '2026-03-01T00:00'],
      date: ['date', '2026-03-07', '2026-03-01'],
      time: ['time', '16:05', '00:00'],
      month: ['month', '2026-03', '2026-03'],
      year: ['number', '2026', '2026'],
    } as const;
    for (const [mode, [type, text, min]] of Object.entries(expected)) {
      const { unmount, container } = render(
        <Datepicker
          aria-label="When"
          mode={mode as DatepickerProps['mode']}
          value={value}
          minDate={new Date(2026, 2, 1)}
        />,
      );
      const field = container.querySelector('input')!;
      expect(field).toHaveAttribute('type', type);
      expect(field).toHaveValue(type === 'number' ? 2026 : text);
      expect(field).toHaveAttribute('min', min);
      unmount();
    }
  });

  it('reads the native value back, and clears on an empty one', () => {
    mobile();
    const onChange = vi.fn();
    const { container } = render(<Datepicker aria-label="When" mode="date" onChange={onChange} />);
    const field = container.querySelector('input')!;
    fireEvent.change(field, { target: { value: '2026-05-04' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 4, 4));
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the calendar when useNativeOnMobile is false, and for a trigger element', async () => {
    mobile();
    const user = userEvent.setup();
    const { unmount } = render(<Datepicker aria-label="When" mode="date" useNativeOnMobile={false} />);
    expect(screen.getByRole('combobox')).toHaveAttribute('type', 'text');
    unmount();
    render(<Datepicker mode="date" trigger={<button>Pick</button>} />);
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(dialog()).toBeInTheDocument();
  });
});

describe('Datepicker: props', () => {
  it('is uncontrolled with defaultValue, and follows a controlled value', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Datepicker aria-label="When" mode="date" defaultValue={new Date(2026, 0, 2)} />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('2 January 2026');
    await user.click(screen.getByRole('combobox'));
    expect(cell('2 January 2026')).toHaveClass('active');
    await user.click(cell('9 January 2026'));
    expect(screen.getByRole('combobox')).toHaveValue('9 January 2026');
    rerender(<Datepicker aria-label="When" mode="date" value={null} onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('opens on initialDate when nothing is chosen', async () => {
    const user = userEvent.setup();
    render(<Datepicker aria-label="When" mode="date" initialDate={new Date(2030, 5, 15)} />);
    await user.click(screen.getByRole('combobox'));
    expect(grid()).toHaveAccessibleName('June 2030');
    expect(focusedCell()).toHaveAccessibleName('15 June 2030');
  });

  it('takes a placement, a transition and a dialog label', async () => {
    const user = userEvent.setup();
    // A long animation, so that a slow machine cannot end it before the checks run.
    render(
      <Datepicker
        aria-label="When"
        placement="top right"
        transition="fade"
        transitionDuration={60_000}
        dialogLabel="Pick a day"
      />,
    );
    await user.click(screen.getByRole('combobox'));
    expect(dialog()).toHaveClass('top right');
    expect(dialog()).toHaveClass('animating in fade');
    expect(dialog()).toHaveStyle({ animationDuration: '60000ms' });
    expect(dialog()).toHaveAccessibleName('Pick a day');
    expect(dialog().inert).toBe(false);
    await user.keyboard('{Escape}');
    // Closing turns the animation round at once.
    expect(dialog()).toHaveClass('animating out fade');
    // While it animates out, the calendar is out of reach of Tab.
    expect(dialog().inert).toBe(true);
  });

  it('passes input attributes through and keeps the input handlers working', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    const onBlur = vi.fn();
    render(
      <Datepicker
        aria-label="When"
        placeholder="Select date..."
        name="when"
        className="x"
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />,
    );
    const field = screen.getByRole('combobox');
    expect(field).toHaveAttribute('placeholder', 'Select date...');
    // The name goes to the hidden input that a form submits (the ISO value), not to the text.
    expect(field).not.toHaveAttribute('name');
    expect(field).toHaveClass('x');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, 'a');
    await user.tab();
    expect(onKeyDown).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalled();
  });

  it('is StrictMode-clean', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StrictMode>
        <Controlled mode="date" />
      </StrictMode>,
    );
    await user.click(input());
    await user.click(cell('3 November 2026'));
    expect(input()).toHaveValue('3 November 2026');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('Datepicker: bad input', () => {
  const renderError = (props: Record<string, unknown>) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <TestErrorBoundary>
        <Datepicker aria-label="When" {...(props as unknown as DatepickerProps)} />
      </TestErrorBoundary>,
    );
    errors.mockRestore();
    const message = screen.getByRole('alert').textContent;
    unmount();
    return message;
  };

  it('names the prop for invalid dates', () => {
    expect(renderError({ value: new Date(NaN) })).toBe(
      'Datepicker: value must be a valid Date or null (got Invalid Date).',
    );
    expect(renderError({ minDate: new Date('nope') })).toBe(
      'Datepicker: minDate must be a valid Date (got Invalid Date).',
    );
    expect(renderError({ maxDate: '2026-01-01' })).toBe(
      'Datepicker: maxDate must be a valid Date (got "2026-01-01").',
    );
    expect(renderError({ initialDate: new Date(NaN) })).toContain(
      'Datepicker: initialDate must be a valid Date',
    );
    expect(renderError({ defaultValue: 5 })).toBe(
      'Datepicker: defaultValue must be a valid Date or null (got 5).',
    );
  });

  it('refuses minDate after maxDate', () => {
    expect(renderError({ minDate: new Date(2026, 5, 2), maxDate: new Date(2026, 5, 1) })).toMatch(
      /^Datepicker: minDate \(.+\) is after maxDate \(.+\)\.$/,
    );
  });

  it('refuses a first day of the week outside 0 to 6', () => {
    expect(renderError({ firstDayOfWeek: 7 })).toBe(
      'Datepicker: firstDayOfWeek must be an integer from 0 (Sunday) to 6 (Saturday) (got 7).',
    );
    expect(renderError({ firstDayOfWeek: -1 })).toContain('(got -1)');
    expect(renderError({ firstDayOfWeek: 1.5 })).toContain('(got 1.5)');
  });

  it('refuses an unknown mode, placement or trigger', () => {
    expect(renderError({ mode: 'week' })).toBe(
      'Datepicker: unknown mode "week". Use one of: datetime, date, time, month, year.',
    );
    expect(renderError({ placement: 'left' })).toContain('Datepicker: unknown placement "left".');
    expect(renderError({ trigger: 'text' })).toBe(
      'Datepicker: trigger must be a single React element, such as <button>.',
    );
  });
});

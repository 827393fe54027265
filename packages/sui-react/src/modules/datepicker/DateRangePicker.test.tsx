import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import de from '../../behaviors/localization/locales/de.js';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Datepicker, type DatepickerProps } from './Datepicker.js';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker.js';

const NOW = new Date(2026, 10, 21, 14, 37); // Saturday 21 November 2026
const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const form = () => document.querySelector('form')!;
const entries = () => [...new FormData(form()).entries()];
const box = (name: string) => screen.queryByRole('dialog', { name }) ?? screen.getByRole('group', { name });
const grid = (name?: string) => (name ? within(box(name)).getByRole('grid') : screen.getByRole('grid'));
const focused = (name?: string) => grid(name).querySelector('td.focus') as HTMLElement;
const inRange = (name?: string) =>
  [...grid(name).querySelectorAll('td.range')].map((cell) => cell.getAttribute('aria-label'));

function Range(props: DateRangePickerProps & { initial?: DateRangeValue }) {
  const { initial = { start: null, end: null }, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <form className="ui form">
      <DateRangePicker
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </form>
  );
}

describe('DateRangePicker: two linked inputs', () => {
  it('labels the two inputs in the language, links the end to the start, and submits two names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range startName="from" endName="to" onChange={onChange} />);
    const start = screen.getByRole('combobox', { name: 'Start date' });
    const end = screen.getByRole('combobox', { name: 'End date' });
    await user.click(start);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focused('Start date')).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 23), end: null });
    await user.click(end);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focused('End date')).toHaveFocus());
    // The end's calendar starts at the start: the days before are disabled, and the span follows
    // the keyboard's highlight.
    expect(within(grid('End date')).getByRole('gridcell', { name: '22 November 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(inRange('End date')).toEqual(['23 November 2026', '24 November 2026', '25 November 2026']);
    // The pointer previews too.
    fireEvent.mouseMove(within(grid('End date')).getByRole('gridcell', { name: '26 November 2026' }));
    expect(inRange('End date')).toHaveLength(4);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 23), end: new Date(2026, 10, 25) });
    expect(entries()).toEqual([
      ['from', '2026-11-23'],
      ['to', '2026-11-25'],
    ]);
    // A start after the end starts the range again.
    await user.clear(start);
    await user.type(start, '30 November 2026');
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 30), end: null });
    expect(end).toHaveValue('');
  });

  it('is uncontrolled with defaultValue; reset puts both ends back; required refuses an empty end', async () => {
    const user = userEvent.setup();
    const defaultValue = { start: new Date(2026, 0, 5), end: new Date(2026, 0, 9) };
    render(
      <form>
        <DateRangePicker startName="a" endName="b" defaultValue={defaultValue} required />
      </form>,
    );
    expect(entries()).toEqual([
      ['a', '2026-01-05'],
      ['b', '2026-01-09'],
    ]);
    await user.clear(screen.getByRole('combobox', { name: 'End date' }));
    expect(entries()).toEqual([['a', '2026-01-05']]);
    expect(form().checkValidity()).toBe(false);
    act(() => form().reset());
    expect(entries()).toEqual([
      ['a', '2026-01-05'],
      ['b', '2026-01-09'],
    ]);
    expect(form().checkValidity()).toBe(true);
  });

  it('speaks the language: labels and the disabled-date message', async () => {
    const user = userEvent.setup();
    render(
      <LocalizationProvider language="de" locales={{ de }}>
        <form>
          <DateRangePicker isDateDisabled={weekend} />
        </form>
      </LocalizationProvider>,
    );
    const start = screen.getByRole('combobox', { name: 'Startdatum' });
    expect(screen.getByRole('combobox', { name: 'Enddatum' })).toBeInTheDocument();
    await user.type(start, '21. November 2026');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect((start as HTMLInputElement).validationMessage).toBe(
      '21. November 2026 kann nicht gewählt werden.',
    );
  });
});

describe('Inline calendars', () => {
  it('a single inline calendar: always shown, chosen by mouse, named in a form, required', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form>
        <Datepicker
          inline
          mode="date"
          name="day"
          required
          onChange={onChange}
          initialDate={new Date(2026, 0, 1)}
        />
      </form>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Choose date' })).toHaveClass('ui calendar');
    expect(form().checkValidity()).toBe(false);
    await user.click(within(grid()).getByRole('gridcell', { name: '7 January 2026' }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 7));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(entries()).toEqual([['day', '2026-01-07']]);
    expect(form().checkValidity()).toBe(true);
    act(() => form().reset());
    expect(entries()).toEqual([]);
  });

  it('an inline range: two calendars, the span drawn from start to end', async () => {
    const user = userEvent.setup();
    render(
      <Range
        inline
        startName="s"
        endName="e"
        initial={{ start: new Date(2026, 0, 5), end: new Date(2026, 0, 7) }}
        isDateDisabled={weekend}
      />,
    );
    expect(inRange('Start date')).toEqual(['5 January 2026', '6 January 2026', '7 January 2026']);
    await user.click(within(grid('End date')).getByRole('gridcell', { name: '9 January 2026' }));
    expect(entries()).toEqual([
      ['s', '2026-01-05'],
      ['e', '2026-01-09'],
    ]);
    // A weekend day is refused.
    await user.click(within(grid('End date')).getByRole('gridcell', { name: '10 January 2026' }));
    expect(entries()).toContainEqual(['e', '2026-01-09']);
    // A start after the end restarts the range.
    await user.click(within(grid('Start date')).getByRole('gridcell', { name: '12 January 2026' }));
    expect(entries()).toEqual([['s', '2026-01-12']]);
    // The end's calendar keeps its highlight at the new start, not on a day it disabled.
    expect(focused('End date')).toHaveAccessibleName('12 January 2026');
  });
});

describe('isDateDisabled in a form', () => {
  it('a value on a disabled date makes the form refuse, with the message', () => {
    render(
      <form>
        <Datepicker
          mode="date"
          aria-label="D"
          defaultValue={new Date(2026, 10, 21)}
          isDateDisabled={weekend}
        />
      </form>,
    );
    expect(form().checkValidity()).toBe(false);
    expect((screen.getByRole('combobox') as HTMLInputElement).validationMessage).toBe(
      '21 November 2026 cannot be chosen.',
    );
  });
});

describe('Range and predicate: bad input', () => {
  const renderError = (node: ReactNode) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TestErrorBoundary>{node}</TestErrorBoundary>);
    errors.mockRestore();
    const message = screen.getByRole('alert').textContent;
    cleanup();
    return message;
  };

  it('refuses an end before the start, invalid Dates and a value that is no range', () => {
    expect(
      renderError(<DateRangePicker value={{ start: new Date(2026, 0, 9), end: new Date(2026, 0, 5) }} />),
    ).toMatch(/^DateRangePicker: value\.end \(.+2026.+\) is before value\.start \(.+2026.+\)\.$/);
    expect(renderError(<DateRangePicker defaultValue={{ start: new Date(NaN), end: null }} />)).toBe(
      'DateRangePicker: defaultValue must be { start, end } with each a valid Date or null (got { start: Invalid Date, end: null }).',
    );
    expect(renderError(<DateRangePicker value={[null, null] as unknown as DateRangeValue} />)).toMatch(
      /^DateRangePicker: value must be \{ start, end \}/,
    );
    expect(
      renderError(<DateRangePicker minDate={new Date(2026, 5, 2)} maxDate={new Date(2026, 5, 1)} />),
    ).toMatch(/^DateRangePicker: minDate \(.+\) is after maxDate/);
  });

  it('refuses a predicate that is not a function, and names the date when it throws', async () => {
    expect(
      renderError(<Datepicker isDateDisabled={'weekends' as unknown as DatepickerProps['isDateDisabled']} />),
    ).toBe('Datepicker: isDateDisabled must be a function of a Date (got weekends).');
    const broken = () => {
      throw new Error('holidays not loaded');
    };
    expect(renderError(<Datepicker inline mode="date" isDateDisabled={broken} />)).toMatch(
      /^Datepicker: isDateDisabled threw for .+: holidays not loaded$/,
    );
  });
});

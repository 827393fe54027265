import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '../../behaviors/localization/LocalizationProvider.js';
import de from '../../behaviors/localization/locales/de.js';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import { Datepicker } from './Datepicker.js';
import { ISO_FORMATS, formatDate, parseDate } from './format.js';
import { DATEPICKER_MODES, finalView, unitStart } from './grid.js';

const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];
const input = () => screen.getByRole('combobox');
const DAY = new Date(2026, 0, 15, 14, 30);

describe('Datepicker in a native form', () => {
  it.each([
    ['datetime', '2026-01-15T14:30'],
    ['date', '2026-01-15'],
    ['time', '14:30'],
    ['month', '2026-01'],
    ['year', '2026'],
  ] as const)('%s mode submits the ISO text %s, not the text shown', (mode, iso) => {
    render(
      <form>
        <Datepicker mode={mode} name="when" defaultValue={DAY} aria-label="When" />
      </form>,
    );
    expect(entries()).toEqual([['when', iso]]);
    expect(input()).not.toHaveAttribute('name');
    // The text shown is the language's (a year reads the same in both).
    if (mode !== 'year') expect(input()).not.toHaveValue(iso);
  });

  it('submits nothing while empty; typing a date submits it; reset puts back defaultValue', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Datepicker mode="date" name="d" aria-label="D" />
      </form>,
    );
    expect(entries()).toEqual([]);
    await user.type(input(), '3 March 2026');
    expect(entries()).toEqual([['d', '2026-03-03']]);
    act(() => form().reset());
    expect(entries()).toEqual([]);
    expect(input()).toHaveValue('');
  });

  it('a controlled picker hears of the reset with defaultValue', () => {
    const onChange = vi.fn();
    render(
      <form>
        <Datepicker mode="date" name="d" value={DAY} onChange={onChange} aria-label="D" />
      </form>,
    );
    act(() => form().reset());
    expect(onChange).toHaveBeenCalledWith(null);
    expect(entries()).toEqual([['d', '2026-01-15']]);
  });

  it('required blocks while empty, on the text input itself', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Datepicker mode="date" name="d" required aria-label="D" />
      </form>,
    );
    expect(input()).toBeRequired();
    expect(form().checkValidity()).toBe(false);
    let valid = true;
    act(() => void (valid = form().reportValidity()));
    expect(valid).toBe(false);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), '3 March 2026');
    expect(form().checkValidity()).toBe(true);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('typed text that is not a date makes the form invalid with a message', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Datepicker mode="date" name="d" initialDate={DAY} aria-label="D" />
      </form>,
    );
    await user.type(input(), '3 Marhc');
    expect(form().checkValidity()).toBe(false);
    expect(input()).toHaveProperty('validationMessage', 'Enter a value like 15 January 2026.');
    expect(entries()).toEqual([]);
  });

  it('a value outside minDate–maxDate is invalid at submit, like a native range underflow or overflow', () => {
    const { rerender } = render(
      <form>
        <Datepicker
          mode="date"
          name="d"
          value={new Date(2025, 11, 31)}
          minDate={new Date(2026, 0, 1)}
          aria-label="D"
        />
      </form>,
    );
    expect(form().checkValidity()).toBe(false);
    expect(input()).toHaveProperty('validationMessage', 'Choose 1 January 2026 or later.');
    rerender(
      <form>
        <Datepicker
          mode="month"
          name="d"
          value={new Date(2026, 5, 1)}
          maxDate={new Date(2026, 4, 20)}
          aria-label="D"
        />
      </form>,
    );
    expect(input()).toHaveProperty('validationMessage', 'Choose May 2026 or earlier.');
    rerender(
      <form>
        <Datepicker
          mode="month"
          name="d"
          value={new Date(2026, 4, 1)}
          maxDate={new Date(2026, 4, 20)}
          aria-label="D"
        />
      </form>,
    );
    expect(form().checkValidity()).toBe(true);
  });

  it('says why in the language of the localization', () => {
    render(
      <LocalizationProvider locales={{ de }} language="de">
        <form>
          <Datepicker
            mode="date"
            name="d"
            value={new Date(2025, 11, 31)}
            minDate={new Date(2026, 0, 1)}
            aria-label="D"
          />
        </form>
      </LocalizationProvider>,
    );
    expect(form().checkValidity()).toBe(false);
    expect(input()).toHaveProperty('validationMessage', 'Wählen Sie 1. Januar 2026 oder später.');
  });

  it('with a trigger, an anchor after it carries required and sends focus to the trigger', () => {
    render(
      <form>
        <Datepicker mode="date" name="d" required trigger={<button type="button">Pick</button>} />
      </form>,
    );
    expect(form().checkValidity()).toBe(false);
    const anchor = form().querySelector<HTMLInputElement>('input[aria-hidden]')!;
    expect(anchor).toHaveAttribute('tabindex', '-1');
    act(() => anchor.focus());
    expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus();
  });

  it('disabled submits nothing and does not block; form="id" joins and resets with a form elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <form id="f" />
        <form>
          <Datepicker mode="date" name="off" disabled required defaultValue={DAY} aria-label="Off" />
        </form>
        <Datepicker mode="year" form="f" name="y" aria-label="Y" />
      </>,
    );
    const [outer, inner] = [...document.querySelectorAll('form')] as HTMLFormElement[];
    expect(entries(inner)).toEqual([]);
    expect(inner!.checkValidity()).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Y' }), '2030');
    expect(entries(outer)).toEqual([['y', '2030']]);
    act(() => outer!.reset());
    expect(entries(outer)).toEqual([]);
  });

  it('the error prop sets aria-invalid', () => {
    render(<Datepicker error aria-label="D" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('property: the submitted ISO text reads back as the value at the mode’s precision, in every mode', () => {
    const date = fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...DATEPICKER_MODES), date, (mode, when) => {
        const value = unitStart(finalView(mode), when);
        const iso = formatDate(value, ISO_FORMATS[mode], enGB.datepicker);
        const back = parseDate(iso, ISO_FORMATS[mode], enGB.datepicker, unitStart('date', value));
        expect(back?.getTime()).toBe(value.getTime());
        expect(iso).toMatch(
          {
            datetime: /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
            date: /^\d{4}-\d\d-\d\d$/,
            time: /^\d\d:\d\d$/,
            month: /^\d{4}-\d\d$/,
            year: /^\d{4}$/,
          }[mode],
        );
      }),
    );
  });
});

import type { InputHTMLAttributes, KeyboardEvent, ChangeEvent, SyntheticEvent } from 'react';
import type { DatepickerLocaleValues } from '../../behaviors/localization/types.js';
import { ISO_FORMATS, formatDate, parseDate } from './format.js';
import { unitStart, type DateRange, type DatepickerMode } from './grid.js';
import { isAllowedValue } from './state.js';

/** The native input type of a mode: `datetime-local`, `date`, `time`, `month`, or `number` for a year. */
const nativeType = (mode: DatepickerMode): string =>
  mode === 'datetime' ? 'datetime-local' : mode === 'year' ? 'number' : mode;

/** Calls the element's own handler, then `ours` unless it prevented the default. */
export const chain =
  <E extends SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) =>
  (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };

export interface DateInputProps {
  /** The browser's own picker (`<input type="date">` and its kin) instead of a text combobox. */
  readonly native: boolean;
  readonly mode: DatepickerMode;
  readonly locale: DatepickerLocaleValues;
  readonly value: Date | null;
  /** The text being typed, while it differs from the formatted value. */
  readonly typed: string | null;
  /** The range typed dates must fall in. */
  readonly range: DateRange;
  /** Whether a date is disabled by the `isDateDisabled` predicate: typed, it is refused. */
  readonly blocked: (date: Date) => boolean;
  readonly minDate?: Date;
  readonly maxDate?: Date;
  /** The day a typed time (or month) takes its other parts from. */
  readonly reference: Date;
  /** The input's own attributes (the consumer's, passed through). */
  readonly inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** The combobox's popup attributes. */
  readonly a11y: Record<string, unknown>;
  /** The form attributes: form, required, ref, onInvalid. */
  readonly field: Record<string, unknown>;
  readonly invalid: boolean;
  /**
   * Text typed: with the date it reads as (null for none, a date out of range or a disabled one),
   * and the disabled date it named, if any.
   */
  readonly onType: (text: string, date: Date | null, refused?: Date) => void;
  /** A date read from the native input. */
  readonly onNativeChange: (date: Date | null) => void;
  /** A click: opens the calendar without moving the focus. */
  readonly onOpen: () => void;
  readonly onArrowDown: () => void;
  /** Escape, when the calendar is open. */
  readonly onEscape?: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
}

/**
 * The picker's input: a text combobox that reads and writes the date in the language's format for
 * the mode, or on mobile the native date input, in ISO 8601.
 */
export function DateInput(props: DateInputProps) {
  const { native, mode, locale, value, typed, range, reference, inputProps, a11y, field, invalid } = props;
  const format = native ? ISO_FORMATS[mode] : locale.formats[mode];
  const write = (date: Date | null | undefined) => (date ? formatDate(date, format, locale) : undefined);
  // Typed text that is not a date in the format, or is outside the range, gives null.
  const parse = (text: string) => {
    const parsed = text.trim() ? parseDate(text, format, locale, unitStart('date', reference)) : null;
    return parsed && isAllowedValue(mode, parsed, range) ? parsed : null;
  };
  const read = (text: string) => {
    const parsed = parse(text);
    return parsed && !props.blocked(parsed) ? parsed : null;
  };
  if (native) {
    return (
      <input
        {...inputProps}
        {...field}
        type={nativeType(mode)}
        value={write(value) ?? ''}
        min={write(props.minDate)}
        max={write(props.maxDate)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onNativeChange(read(event.target.value))}
      />
    );
  }
  return (
    <input
      autoComplete="off"
      {...inputProps}
      {...a11y}
      {...field}
      role="combobox"
      aria-autocomplete="none"
      aria-invalid={invalid || inputProps['aria-invalid']}
      type="text"
      value={typed ?? write(value) ?? ''}
      onClick={chain(inputProps.onClick, props.onOpen)}
      onKeyDown={chain(inputProps.onKeyDown, (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          props.onArrowDown();
        } else if (event.key === 'Escape') props.onEscape?.(event);
      })}
      onBlur={(event) => {
        inputProps.onBlur?.(event);
        props.onBlur();
      }}
      onChange={(event) => {
        const text = event.target.value;
        const parsed = parse(text);
        props.onType(text, read(text), parsed && props.blocked(parsed) ? parsed : undefined);
      }}
    />
  );
}

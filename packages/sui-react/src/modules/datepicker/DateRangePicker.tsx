import { useId, useRef, type ComponentType } from 'react';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useFormReset } from '../../internal/form.js';
import { Datepicker, type DatepickerProps, type RangeLink } from './Datepicker.js';
import { shownValue, validateDatepickerProps } from './props.js';
import { EMPTY_RANGE, endLimits, pickRangeEnd, type DateRangeValue, type RangeEnd } from './range.js';

export type { DateRangeValue, RangeEnd } from './range.js';

type Shared = Pick<
  DatepickerProps,
  | 'initialDate'
  | 'minDate'
  | 'maxDate'
  | 'firstDayOfWeek'
  | 'placement'
  | 'transition'
  | 'transitionDuration'
  | 'localeOverrides'
  | 'useNativeOnMobile'
  | 'isDateDisabled'
  | 'inline'
  | 'form'
  | 'required'
  | 'error'
  | 'disabled'
  | 'size'
  | 'inverted'
>;

export interface DateRangePickerProps extends Shared {
  /**
   * What each end picks: `date` (the default here), `datetime`, `month`, `year` or `time`.
   * @default 'date'
   */
  mode?: DatepickerProps['mode'];
  /**
   * The chosen range (controlled): `{ start, end }`, each a local-time `Date` or null. An `end`
   * before the `start` is an error naming both. Pair it with `onChange`.
   */
  value?: DateRangeValue;
  /**
   * The range chosen at first (uncontrolled), and again when the form is reset.
   * @default { start: null, end: null }
   */
  defaultValue?: DateRangeValue;
  /**
   * Called with the new range when either end is picked, typed or cleared. The end can never
   * precede the start: the end's calendar starts at the start (earlier days are disabled), and a
   * start picked after the end starts the range again, with no end.
   */
  onChange?: (value: DateRangeValue) => void;
  /**
   * The name the start is submitted under in a native `<form>`, as ISO 8601 text at the mode's
   * precision (2026-01-15 for a date). No start submits nothing.
   */
  startName?: string;
  /** The name the end is submitted under, like `startName`. */
  endName?: string;
  /** The start's label (and its calendar's name). The language's by default: 'Start date'. */
  startLabel?: string;
  /** The end's label (and its calendar's name). The language's by default: 'End date'. */
  endLabel?: string;
  /** Classes for the element around the two fields (`two fields`) or the two inline calendars. */
  className?: string;
}

/** The Datepicker with the range link it keeps out of its public props. */
const LinkedPicker = Datepicker as ComponentType<DatepickerProps & RangeLink>;

/** Checks a range value: an object of two valid Dates or nulls, the end not before the start. */
function validateRange(prop: 'value' | 'defaultValue', range: unknown): void {
  if (range === undefined) return;
  const { start, end } = (range ?? {}) as { start?: unknown; end?: unknown };
  const valid = (date: unknown) => date === null || (date instanceof Date && !Number.isNaN(date.getTime()));
  if (typeof range !== 'object' || range === null || !valid(start) || !valid(end)) {
    badProp(
      'DateRangePicker',
      prop,
      DEV && '{ start, end } with each a valid Date or null',
      range && typeof range === 'object' && Object.keys(range).length
        ? `{ start: ${shownValue(start)}, end: ${shownValue(end)} }`
        : (JSON.stringify(range) ?? String(range)),
    );
  }
  if (start instanceof Date && end instanceof Date && end < start) {
    throw new Error(
      `DateRangePicker: ${prop}.end (${end.toString()}) is before ${prop}.start (${start.toString()}).`,
    );
  }
}

/**
 * Two linked pickers for a range, like Fomantic's calendars linked by `startCalendar` and
 * `endCalendar`: the start's and the end's inputs (or, `inline`, two calendars side by side).
 * Each calendar highlights the span from the other end to the date under the pointer or the
 * keyboard's highlight; the end's calendar starts at the start.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const {
    mode = 'date',
    value: valueProp,
    defaultValue = EMPTY_RANGE,
    onChange,
    minDate,
    maxDate,
    startName,
    endName,
    startLabel,
    endLabel,
    className,
    inline,
    ...shared
  } = props;
  // The pickers would check these too, but under their own name.
  validateDatepickerProps(
    { ...shared, mode, minDate, maxDate, placement: props.placement },
    'DateRangePicker',
  );
  validateRange('value', valueProp);
  validateRange('defaultValue', defaultValue);
  const locale = useLocaleValues('datepicker', props.localeOverrides);
  const [value, setValue] = useControllableState<DateRangeValue>(valueProp, defaultValue, onChange);
  const pick = (end: RangeEnd, date: Date | null) => setValue(pickRangeEnd(value, end, date));
  // A form reset puts both ends back at once (each picker's own reset, to the value it shows, does
  // nothing).
  const ref = useRef<HTMLDivElement>(null);
  useFormReset(ref, props.form, () => setValue(defaultValue));
  const id = useId();
  const labels = { start: startLabel ?? locale.rangeLabels.start, end: endLabel ?? locale.rangeLabels.end };
  const ends = (['start', 'end'] as const).map((end) => {
    const pickerId = `${id}-${end}`;
    const picker = (
      <LinkedPicker
        {...shared}
        {...(end === 'start' ? { minDate, maxDate } : endLimits(value, minDate, maxDate))}
        id={pickerId}
        mode={mode}
        inline={inline}
        value={value[end]}
        defaultValue={value[end]}
        onChange={(date) => pick(end, date)}
        name={end === 'start' ? startName : endName}
        dialogLabel={labels[end]}
        rangeLink={{ value, end }}
      />
    );
    return inline ? (
      <div key={end}>{picker}</div>
    ) : (
      <div key={end} className="field">
        <label htmlFor={pickerId}>{labels[end]}</label>
        {picker}
      </div>
    );
  });
  return (
    <div
      ref={ref}
      className={cx(!inline && 'two fields', className)}
      style={inline ? { display: 'flex', flexWrap: 'wrap', gap: '1em' } : undefined}
    >
      {ends}
    </div>
  );
}

import {
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  type ReactElement,
} from 'react';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import { interpolate } from '../../behaviors/localization/store.js';
import type { DatepickerLocaleValues, RecursivePartial } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Size } from '../../internal/vocabulary.js';
import { restoreFocus } from '../../internal/focus.js';
import { placementClasses, useFloatingPosition } from '../../internal/position.js';
import { elementRef, setRef } from '../../internal/refs.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { ISO_FORMATS, formatDate, parseDate } from './format.js';
import {
  HiddenValues,
  ValidityAnchor,
  useFormReset,
  useInvalidEvent,
  type FormFieldProps,
} from '../../internal/form.js';
import { MODE_VIEWS, clampDate, unitStart, type DatepickerMode } from './grid.js';
import { rangeSpan, type DateRangeValue, type RangeEnd } from './range.js';
import {
  initialPickerState,
  isAllowedValue,
  isBlocked,
  predicateView,
  pickerRange,
  pickerStep,
  type PickerAction,
  type PickerContext,
  type PickerState,
} from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';
import { CalendarTable } from './CalendarTable.js';
import {
  dialogLabelFor,
  floatingPlacement,
  validateDatepickerProps,
  type DatepickerPlacement,
} from './props.js';
import { DEV } from '../../internal/errors.js';

export { validateDatepickerProps, type DatepickerPlacement };

/** Calls the element's own handler, then `ours` unless it prevented the default. */
const chain =
  <E extends SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) =>
  (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };

/** True on phones, tablets and web views. Only called in the browser. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  if ((navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile) return true;
  const ua = navigator.userAgent ?? '';
  return (
    /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|Opera Mini|; wv\)/i.test(ua) ||
    // iPadOS reports a desktop Safari user agent; a touch screen gives it away.
    (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  );
}

const subscribeNever = () => () => {};
const serverFalse = () => false;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children' | 'size' | keyof FormFieldProps
>;

export interface DatepickerProps extends NativeInputProps, FormFieldProps {
  /**
   * The name the value is submitted under in a native `<form>`, as an ISO 8601 text at the mode's
   * precision, never the text shown: `datetime` 2026-01-15T14:30, `date` 2026-01-15, `time` 14:30,
   * `month` 2026-01, `year` 2026 (the forms of the native date inputs). No date, or a disabled
   * picker, submits nothing. The text input itself has no name.
   */
  name?: string;
  /**
   * Whether a native form refuses to submit while no date is chosen (the browser's message shows
   * at the text input, or at the `trigger`). Whatever `required` says, a form also refuses a typed
   * text that is not a date, and a `value` outside `minDate`–`maxDate`, with a message that says
   * why, in the language's words (English: "Choose 1 January 2026 or later."; the texts are
   * `datepicker.messages` of the localization).
   * @default false
   */
  required?: boolean;
  /**
   * Marks the input invalid (`aria-invalid="true"`). The input has no Fomantic class of its own:
   * for the red look, put the picker in a `ui input` with `error`, or a `field error` of a
   * `ui form`. It also shows as invalid after the browser blocked a submit because of it.
   * @default false
   */
  error?: boolean;
  /**
   * What is picked: `datetime` (a day, then an hour, then a 5-minute slot), `date`, `time`,
   * `month` or `year`.
   * @default 'datetime'
   */
  mode?: DatepickerMode;
  /**
   * The chosen date (controlled), a local-time `Date`, or null for none. Pair it with `onChange`.
   * Modes without time give midnight; `month` gives the 1st, `year` January 1st.
   */
  value?: Date | null;
  /**
   * The date chosen at first (uncontrolled), and again when the form is reset.
   * @default null
   */
  defaultValue?: Date | null;
  /**
   * Called with the new date when the user picks one, types a valid one, or clears the input
   * (null). Typed text that does not match the locale's format for the mode, or falls outside
   * `minDate`–`maxDate`, gives null. A form reset calls it with `defaultValue`; a controlled
   * picker keeps `value` until its owner passes the new one.
   */
  onChange?: (value: Date | null) => void;
  /**
   * The date the calendar shows when nothing is chosen.
   * @default new Date()
   */
  initialDate?: Date;
  /**
   * The earliest date that can be chosen; earlier cells are disabled and prev stops there. A `value`
   * or `initialDate` outside `minDate`–`maxDate` is kept as given, and the calendar opens at the
   * nearest date in range. A `minDate` after `maxDate` is an error.
   */
  minDate?: Date;
  /**
   * The latest date that can be chosen; later cells are disabled and next stops there (see
   * `minDate` for values outside the range).
   */
  maxDate?: Date;
  /**
   * The first column of the date view, 0 (Sunday) to 6 (Saturday); anything else throws. Without
   * it, the language's first day is used (1 in en-GB, 0 in en-US).
   */
  firstDayOfWeek?: number;
  /**
   * Where the calendar opens; it flips to the other side when there is no room.
   * @default 'bottom left'
   */
  placement?: DatepickerPlacement;
  /**
   * The Semantic UI animation that shows and hides the calendar.
   * @default 'scale'
   */
  transition?: string;
  /**
   * The animation's duration in milliseconds (a negative or invalid duration ends the animation at once).
   * @default 200
   */
  transitionDuration?: number;
  /** Names and formats that replace the language's for this picker only, e.g. `{ formats: { date: 'dd/MM/yyyy' } }`. */
  localeOverrides?: RecursivePartial<DatepickerLocaleValues>;
  /**
   * On phones and tablets, use the browser's own picker (`<input type="date">` and its kin)
   * instead of the calendar. Only for the input; a `trigger` always opens the calendar.
   * @default true
   */
  useNativeOnMobile?: boolean;
  /**
   * Any focusable element (usually a `<button>`) that opens the calendar instead of the text input.
   * Its own `onClick`, `onKeyDown` and `ref` keep working.
   */
  trigger?: ReactElement;
  /**
   * Dates that cannot be chosen, besides those outside `minDate`–`maxDate`: weekends, holidays.
   * Asked about each day (midnight) in `date` and `datetime` modes, each month's 1st in `month`
   * mode, each January 1st in `year` mode and each 5-minute slot in `time` mode. Its cells show
   * disabled and ignore the mouse; a key that lands on one moves on, one cell at a time in the
   * key's direction (Home forward, End back), to the nearest date that can be chosen, at most 400
   * cells away; with none, the highlight stays. Typed text naming such a date is refused, and a
   * `value` on one makes a form refuse to submit. A predicate that throws is an error naming the
   * date it was asked about. Keep it stable (`useCallback`) or cheap: it runs for every cell drawn.
   */
  isDateDisabled?: (date: Date) => boolean;
  /**
   * Shows the calendar itself, always, in place of an input: Enter, Space or a click chooses and
   * the calendar stays. It takes part in a form like the input (`name`, `required`, reset).
   * `trigger`, `placement`, the transition and `useNativeOnMobile` do not apply.
   * @default false
   */
  inline?: boolean;
  /**
   * The calendar dialog's accessible name. By mode: 'Choose date and time', 'Choose date',
   * 'Choose time', 'Choose month', 'Choose year'.
   * @default 'Choose date and time'
   */
  dialogLabel?: string;
  /** The size of the calendar's text and cells. */
  size?: Exclude<Size, 'medium'>;
  /** A dark calendar, for a dark background. */
  inverted?: boolean;
}

/** Datepicker's variation props and the classes they give the calendar (variations.test.ts checks them against calendar.css). */
export const DATEPICKER_VARIATIONS = { size: 'value', inverted: 'key' } as const satisfies VariationTable;

/** How a range picker links one of its two pickers to the range (not public). */
export interface RangeLink {
  /** The whole range, and which end this picker picks. */
  readonly rangeLink?: { readonly value: DateRangeValue; readonly end: RangeEnd };
}

/** Open and close the calendar from code (through a ref). */
export interface DatepickerHandle {
  /** Opens the calendar, with the keyboard focus in it. */
  open(): void;
  /** Closes the calendar. */
  close(): void;
}

/**
 * A calendar popup for choosing a date, a time, a month or a year, in Fomantic UI's calendar
 * markup. It renders a text input (typed text is read with the language's format for the mode) or
 * opens from any `trigger` element. The calendar is a dialog: arrows move by day and week (or by
 * cell), Home / End go to the start / end of the week, PageUp / PageDown by month (with Shift, by
 * year), Enter or Space chooses, Escape closes and returns focus.
 */
export const Datepicker = forwardRef<DatepickerHandle, DatepickerProps>(function Datepicker(props, ref) {
  const {
    isDateDisabled,
    inline = false,
    rangeLink,
    mode = 'datetime',
    value: valueProp,
    defaultValue = null,
    onChange,
    initialDate,
    minDate,
    maxDate,
    firstDayOfWeek: firstDayOfWeekProp,
    placement = 'bottom left',
    transition = 'scale',
    transitionDuration = 200,
    localeOverrides,
    useNativeOnMobile = true,
    trigger,
    dialogLabel,
    name,
    form,
    required = false,
    error = false,
    size,
    inverted,
    ...inputProps
  } = props as DatepickerProps & RangeLink;
  const [classes] = variations('Datepicker', DATEPICKER_VARIATIONS, { size, inverted });
  validateDatepickerProps({ ...props, mode, placement });
  if (trigger !== undefined && !isValidElement(trigger)) {
    throw new Error(
      DEV
        ? 'Datepicker: trigger must be a single React element, such as <button>.'
        : 'Datepicker: invalid trigger.',
    );
  }
  const locale = useLocaleValues('datepicker', localeOverrides);
  const rtl = useLocaleValues('direction') === 'rtl';
  const [value, setValue] = useControllableState<Date | null>(valueProp, defaultValue, onChange);
  const firstDayOfWeek = firstDayOfWeekProp ?? locale.firstDayOfWeek;
  const pattern = locale.formats[mode];

  const base = value ?? initialDate ?? new Date();
  const context: PickerContext = {
    mode,
    range: pickerRange(mode, minDate, maxDate, base),
    firstDayOfWeek,
    rtl,
    isDateDisabled,
  };

  const id = useId();
  const popupId = `${id}-calendar`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  /** The calendar as it opens: on the value, or else the initial date. */
  const opening = () => initialPickerState(context, value, base);
  const [picker, setPicker] = useState<PickerState>(opening);
  const shownState = MODE_VIEWS[mode].includes(picker.view) ? picker : opening();
  // A range that moved (the end's calendar once the start is picked) takes the highlight with it.
  const state = { ...shownState, focus: clampDate(shownState.focus, context.range) };

  // The typed text, while it differs from the formatted value.
  const [typed, setTyped] = useState<{ text: string; value: Date | null; refused?: Date } | null>(null);
  if (typed && typed.value?.getTime() !== value?.getTime()) setTyped(null);

  const triggerRef = useRef<HTMLElement | null>(null);
  useFormReset(triggerRef, form, () => {
    setTyped(null);
    setValue(defaultValue);
  });
  const [invalidShown, onInvalid] = useInvalidEvent(value);
  // Why a form must refuse the picker (in the language's words): typed text that is not a date, or
  // a value out of range.
  const shown = (date: Date) => formatDate(date, pattern, locale);
  let validity = '';
  const blocked = typed?.refused ?? value;
  if (blocked && isBlocked(context, predicateView(mode), blocked)) {
    validity = interpolate(locale.messages.disabled, { date: shown(blocked) });
  } else if (typed && typed.text.trim() && !value) {
    const example = shown(clampDate(initialDate ?? new Date(), context.range));
    validity = interpolate(locale.messages.invalid, { example });
  } else if (value && !isAllowedValue(mode, value, context.range)) {
    const early = value < context.range.min;
    const date = shown(early ? context.range.min : context.range.max);
    validity = interpolate(early ? locale.messages.tooEarly : locale.messages.tooLate, { date });
  }
  const invalid = error || invalidShown || !!validity;
  const disabled = !!inputProps.disabled;
  const popupRef = useRef<HTMLDivElement | null>(null);
  const focusGrid = useRef(false);
  const focusHighlighted = () => popupRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();

  const binding = useShowHide(open, transition, transitionDuration);
  const mounted = open || binding.visible || binding.animating;

  const { placement: actualPlacement, style: floatingStyle } = useFloatingPosition(
    mounted,
    triggerRef,
    popupRef,
    {
      placement: floatingPlacement(placement),
      offset: 10,
      padding: 8,
    },
  );

  const mobile = useSyncExternalStore(subscribeNever, isMobileDevice, serverFalse);
  const native = useNativeOnMobile && !trigger && mobile;

  const show = (withFocus: boolean) => {
    if (open) return;
    focusGrid.current = withFocus;
    setPicker(opening());
    setOpen(true);
  };
  const hide = useCallback(
    (returnFocus: boolean) => {
      if (!open) return;
      setOpen(false);
      focusGrid.current = false;
      if (returnFocus) restoreFocus(triggerRef.current);
    },
    [open, setOpen],
  );
  /** Whether `node` is in the trigger or the calendar. */
  const inside = (node: Node | null) =>
    triggerRef.current?.contains(node) || popupRef.current?.contains(node);

  useImperativeHandle(ref, () => ({ open: () => show(true), close: () => hide(false) }));

  // A closing calendar (still animating out) is out of reach of Tab and of assistive technology.
  // React 18 does not know the `inert` prop, so set the DOM property directly.
  useLayoutEffect(() => {
    if (popupRef.current) popupRef.current.inert = inline ? disabled : !open;
  });

  // A keyboard action in the grid (or opening from a button) asks for the highlighted cell to take
  // the focus once, after the render that shows it; later renders leave the focus alone.
  useLayoutEffect(() => {
    if (!(open || inline) || !focusGrid.current) return;
    focusGrid.current = false;
    focusHighlighted();
  });

  // A press outside the trigger and the calendar closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      if (!inside(event.target as Node)) hide(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, hide]);

  // Focus moving to another element outside closes an open calendar (checked after React has
  // re-rendered, so a cell replaced by the next view does not count).
  const checkFocus = () =>
    open &&
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !inside(active)) hide(false);
    });

  /**
   * One step of the picker: a chosen value closes the calendar. With `toGrid`, a step that changes
   * the calendar gives the keyboard focus to the highlighted cell after the render.
   */
  const apply = (action: PickerAction, toGrid = false) => {
    const result = pickerStep(state, context, action);
    focusGrid.current = toGrid && result.state !== state;
    if (result.value) {
      setTyped(null);
      setValue(result.value);
      if (inline) setPicker(initialPickerState(context, result.value, result.value));
      hide(true);
    } else if (result.state !== state) setPicker(result.state);
  };

  /** Escape closes the calendar, and goes no further. */
  const onEscape = (event: KeyboardEvent<HTMLElement>, returnFocus: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    hide(returnFocus);
  };

  // ---------- Trigger ----------
  const triggerA11y = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
  };

  let triggerNode: ReactElement;
  if (trigger) {
    const own = trigger.props as {
      onClick?: (event: MouseEvent<HTMLElement>) => void;
      onBlur?: (event: FocusEvent<HTMLElement>) => void;
    };
    const original = elementRef<HTMLElement>(trigger);
    triggerNode = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      ...triggerA11y,
      ref: (node: HTMLElement | null) => {
        triggerRef.current = node;
        setRef(original, node);
      },
      onClick: chain(own.onClick, () => (open ? hide(false) : show(true))),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        own.onBlur?.(event);
        checkFocus();
      },
    });
  } else {
    // The text input: a text combobox that reads and writes the date in the language's format for
    // the mode, or on mobile the native date input (`<input type="date">` and its kin), in ISO 8601.
    const format = native ? ISO_FORMATS[mode] : pattern;
    const write = (date: Date | null | undefined) => (date ? formatDate(date, format, locale) : undefined);
    // Typed text that is not a date in the format, or is outside the range, gives null; `refused`
    // is set to a date the `isDateDisabled` predicate refuses.
    const read = (text: string): [Date | null, Date?] => {
      const parsed = text.trim() ? parseDate(text, format, locale, unitStart('date', base)) : null;
      if (!parsed || !isAllowedValue(mode, parsed, context.range)) return [null];
      return isBlocked(context, predicateView(mode), parsed) ? [null, parsed] : [parsed];
    };
    // The text input takes part in the form's validation (it has no name: it submits nothing).
    const field = {
      form,
      required,
      ref: (node: HTMLInputElement | null) => {
        triggerRef.current = node;
        node?.setCustomValidity(validity);
      },
      onInvalid: (event: SyntheticEvent<HTMLInputElement>) => {
        inputProps.onInvalid?.(event as never);
        onInvalid();
      },
    };
    triggerNode = native ? (
      <input
        {...inputProps}
        {...field}
        type={mode === 'datetime' ? 'datetime-local' : mode === 'year' ? 'number' : mode}
        value={write(value) ?? ''}
        min={write(minDate)}
        max={write(maxDate)}
        onChange={(event) => setValue(read(event.target.value)[0])}
      />
    ) : (
      <input
        autoComplete="off"
        {...inputProps}
        {...triggerA11y}
        {...field}
        role="combobox"
        aria-autocomplete="none"
        aria-invalid={invalid || inputProps['aria-invalid']}
        type="text"
        value={typed ? typed.text : (write(value) ?? '')}
        onClick={chain(inputProps.onClick, () => show(false))}
        onKeyDown={chain(inputProps.onKeyDown, (event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            if (open) focusHighlighted();
            else show(true);
          } else if (event.key === 'Escape' && open) onEscape(event, false);
        })}
        onBlur={(event) => {
          inputProps.onBlur?.(event);
          checkFocus();
        }}
        onChange={(event) => {
          const text = event.target.value;
          const [next, refused] = read(text);
          setTyped({ text, value: next, refused });
          setValue(next);
          if (next && open) setPicker(initialPickerState(context, next, next));
        }}
      />
    );
  }

  // ---------- Calendar ----------
  const table = (
    <CalendarTable
      state={state}
      context={context}
      locale={locale}
      selected={value}
      other={rangeLink?.value[rangeLink.end === 'start' ? 'end' : 'start']}
      span={rangeLink && rangeSpan(rangeLink.value, rangeLink.end, state.focus)}
      titleId={titleId}
      apply={apply}
      inverted={inverted}
    />
  );
  const hidden = (
    <HiddenValues
      name={disabled ? undefined : name}
      form={form}
      values={value ? [formatDate(value, ISO_FORMATS[mode], locale)] : []}
    />
  );
  const anchor = (focus: () => void) =>
    (required || validity) && (
      <ValidityAnchor
        form={form}
        required={required}
        disabled={disabled}
        filled={!!value}
        validity={validity}
        onInvalid={onInvalid}
        focus={focus}
        style={inline ? undefined : { left: 'auto', top: 'auto', width: 1, height: '1em' }}
      />
    );

  if (inline) {
    return (
      <div
        ref={(node) => {
          popupRef.current = node;
          triggerRef.current = node;
        }}
        id={inputProps.id}
        role="group"
        aria-label={dialogLabel ?? dialogLabelFor(mode)}
        dir={rtl ? 'rtl' : undefined}
        className={cx('ui calendar', classes, disabled && 'disabled', inputProps.className)}
        style={{ position: 'relative', display: 'inline-block', ...inputProps.style }}
      >
        {table}
        {hidden}
        {anchor(focusHighlighted)}
      </div>
    );
  }

  // The calendar's dialog: a Fomantic `ui popup calendar`. A press inside it never takes the focus
  // from the input.
  const popup = mounted && !native && (
    <div
      ref={popupRef}
      id={popupId}
      role="dialog"
      aria-label={dialogLabel ?? dialogLabelFor(mode)}
      dir={rtl ? 'rtl' : undefined}
      className={cx(
        'ui popup calendar',
        classes,
        placementClasses(actualPlacement, rtl),
        open && 'active',
        binding.className,
      )}
      style={{ ...floatingStyle, ...binding.style }}
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={(event) => event.key === 'Escape' && onEscape(event, true)}
      onBlur={checkFocus}
    >
      {table}
    </div>
  );

  return (
    <>
      {triggerNode}
      {hidden}
      {/* A trigger is a button: the browser's message needs an input, laid just after it. */}
      {trigger && anchor(() => triggerRef.current?.focus())}
      {popup}
    </>
  );
});

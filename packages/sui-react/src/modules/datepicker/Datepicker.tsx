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
  type ChangeEvent,
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
import { assertOneOf, badProp } from '../../internal/errors.js';
import { restoreFocus } from '../../internal/focus.js';
import { placementClasses, useFloatingPosition, type Placement } from '../../internal/position.js';
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
import {
  CELL_STATES,
  DATEPICKER_MODES,
  MODE_VIEWS,
  VIEWS,
  canTurnPage,
  clampDate,
  pageRange,
  unitStart,
  viewCells,
  viewColumns,
  viewTableClass,
  type DatepickerMode,
} from './grid.js';
import {
  CHOOSE_KEYS,
  canZoom,
  initialPickerState,
  isAllowedValue,
  pickerRange,
  pickerStep,
  type PickerAction,
  type PickerContext,
  type PickerState,
} from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

/** Where the calendar opens, next to its input or trigger. */
export type DatepickerPlacement =
  'bottom left' | 'bottom center' | 'bottom right' | 'top left' | 'top center' | 'top right';

const PLACEMENTS: readonly DatepickerPlacement[] = [
  'bottom left',
  'bottom center',
  'bottom right',
  'top left',
  'top center',
  'top right',
];

/** The Floating UI placement for a calendar placement: `'bottom left'` → `'bottom-start'`. */
const floatingPlacement = (placement: DatepickerPlacement) =>
  placement.replace(' center', '').replace(' left', '-start').replace(' right', '-end') as Placement;

/** The native input's value format for each mode, in the mobile fallback: the ISO 8601 forms. */
const NATIVE_FORMATS = ISO_FORMATS;

/** The native input type of a mode: `datetime-local`, `date`, `time`, `month`, or `number` for a year. */
const nativeType = (mode: DatepickerMode): string =>
  mode === 'datetime' ? 'datetime-local' : mode === 'year' ? 'number' : mode;

/** The dialog's default name: 'Choose date and time', 'Choose date'… */
const dialogLabelFor = (mode: DatepickerMode): string =>
  `Choose ${mode === 'datetime' ? 'date and time' : mode}`;

/** What prev / next turn in each view (in the order of `VIEWS`). */
const PAGE_NAMES = ['decade', 'year', 'month', 'day', 'hour'];

/** The grid keys: arrows, Home / End, PageUp / PageDown, Enter and Space. */
const GRID_KEYS = /^(Arrow(Left|Right|Up|Down)|Home|End|Page(Up|Down)|Enter| )$/;

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
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children' | keyof FormFieldProps
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
   * The calendar dialog's accessible name. By mode: 'Choose date and time', 'Choose date',
   * 'Choose time', 'Choose month', 'Choose year'.
   * @default 'Choose date and time'
   */
  dialogLabel?: string;
}

/** Open and close the calendar from code (through a ref). */
export interface DatepickerHandle {
  /** Opens the calendar, with the keyboard focus in it. */
  open(): void;
  /** Closes the calendar. */
  close(): void;
}

/** The date props, the first two of which may also be null. */
const DATE_PROPS = ['value', 'defaultValue', 'initialDate', 'minDate', 'maxDate'] as const;

/** Checks the props a developer can get wrong; each error names the prop. */
export function validateDatepickerProps(props: {
  mode: unknown;
  value?: unknown;
  defaultValue?: unknown;
  initialDate?: unknown;
  minDate?: unknown;
  maxDate?: unknown;
  firstDayOfWeek?: unknown;
}): void {
  assertOneOf('Datepicker', 'mode', props.mode, DATEPICKER_MODES);
  DATE_PROPS.forEach((name, index) => {
    const value = props[name];
    const nullable = index < 2;
    if (value === undefined || (nullable && value === null)) return;
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      const shown = value instanceof Date ? 'Invalid Date' : (JSON.stringify(value) ?? String(value));
      badProp('Datepicker', name, `a valid Date${nullable ? ' or null' : ''}`, shown);
    }
  });
  const { minDate, maxDate, firstDayOfWeek } = props as {
    minDate?: Date;
    maxDate?: Date;
    firstDayOfWeek?: unknown;
  };
  if (minDate && maxDate && minDate > maxDate) {
    throw new Error(`Datepicker: minDate (${minDate.toString()}) is after maxDate (${maxDate.toString()}).`);
  }
  if (firstDayOfWeek !== undefined && ![0, 1, 2, 3, 4, 5, 6].includes(firstDayOfWeek as number)) {
    badProp('Datepicker', 'firstDayOfWeek', 'an integer from 0 (Sunday) to 6 (Saturday)', firstDayOfWeek);
  }
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
    ...inputProps
  } = props;
  validateDatepickerProps({ ...props, mode });
  assertOneOf('Datepicker', 'placement', placement, PLACEMENTS);
  if (trigger !== undefined && !isValidElement(trigger)) {
    throw new Error('Datepicker: trigger must be a single React element, such as <button>.');
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
  };

  const id = useId();
  const popupId = `${id}-calendar`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  /** The calendar as it opens: on the value, or else the initial date. */
  const opening = () => initialPickerState(context, value, base);
  const [picker, setPicker] = useState<PickerState>(opening);
  const state = MODE_VIEWS[mode].includes(picker.view) ? picker : opening();

  // The typed text, while it differs from the formatted value.
  const [typed, setTyped] = useState<{ text: string; value: Date | null } | null>(null);
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
  if (typed && typed.text.trim() && !value) {
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
    if (popupRef.current) popupRef.current.inert = !open;
  });

  // A keyboard action in the grid (or opening from a button) asks for the highlighted cell to take
  // the focus once, after the render that shows it; later renders leave the focus alone.
  useLayoutEffect(() => {
    if (!open || !focusGrid.current) return;
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
      hide(true);
    } else if (result.state !== state) setPicker(result.state);
  };

  /** Calls the element's own handler, then `ours` unless it prevented the default. */
  const chain =
    <E extends SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) =>
    (event: E) => {
      own?.(event);
      if (!event.defaultPrevented) ours(event);
    };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (!GRID_KEYS.test(key) || !(event.target as HTMLElement).matches('td')) return;
    event.preventDefault();
    apply({ type: 'key', key, shiftKey: event.shiftKey }, true);
  };

  /** Escape closes the calendar, and goes no further. */
  const onEscape = (event: KeyboardEvent<HTMLElement>, returnFocus: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    hide(returnFocus);
  };

  /**
   * The props of prev, next and the title: buttons that act on a click, or on Enter or Space (which
   * sends the focus to the grid when `toGrid`).
   */
  const buttonProps = (action: PickerAction, toGrid: boolean) => ({
    role: 'button',
    tabIndex: 0,
    onClick: () => apply(action),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!CHOOSE_KEYS.test(event.key)) return;
      event.preventDefault();
      apply(action, toGrid);
    },
  });

  // ---------- Trigger ----------
  const triggerA11y = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
  };

  let triggerNode: ReactElement;
  let field: Record<string, unknown>;
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
    // The text input takes part in the form's validation (it has no name: it submits nothing).
    field = {
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
    const format = native ? NATIVE_FORMATS[mode] : pattern;
    const write = (date: Date | null | undefined) => (date ? formatDate(date, format, locale) : undefined);
    // Typed text that is not a date in the format, or is outside the range, gives null.
    const read = (text: string) => {
      const parsed = text.trim() ? parseDate(text, format, locale, unitStart('date', base)) : null;
      return parsed && isAllowedValue(mode, parsed, context.range) ? parsed : null;
    };
    triggerNode = native ? (
      <input
        {...inputProps}
        {...field}
        type={nativeType(mode)}
        value={write(value) ?? ''}
        min={write(minDate)}
        max={write(maxDate)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(read(event.target.value))}
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
          const next = read(text);
          setTyped({ text, value: next });
          setValue(next);
          if (next && open) setPicker(initialPickerState(context, next, next));
        }}
      />
    );
  }

  // ---------- Calendar ----------
  let popup: ReactElement | null = null;
  if (mounted && !native) {
    const { view, page } = state;
    const { range } = context;
    const rows = viewCells(view, {
      page,
      focus: state.focus,
      selected: value,
      today: new Date(),
      range,
      firstDayOfWeek,
    });
    const level = VIEWS.indexOf(view);
    // The modes share their names with the views their values are chosen in: each view's title
    // and cell labels use the format of the mode of that precision.
    const fmt = (date: Date, format: DatepickerMode) => formatDate(date, locale.formats[format], locale);
    // The title names the page: a decade, a year, a month, a day (not in time mode), an hour.
    const { min: pageStart, max: pageEnd } = pageRange(view, page);
    let title = fmt(
      pageStart,
      view === 'minute'
        ? mode === 'time'
          ? 'time'
          : 'datetime'
        : (VIEWS[Math.max(level - 1, 0)] as DatepickerMode),
    );
    if (view === 'year') title += ` – ${fmt(pageEnd, 'year')}`;
    if (view === 'hour' && mode === 'time') title = '';
    const zoom = canZoom(mode, view);
    const navButton = (direction: -1 | 1) => {
      const enabled = canTurnPage(view, page, direction, range);
      return (
        <span
          className={cx(direction < 0 ? 'prev link' : 'next link', !enabled && 'disabled')}
          {...buttonProps({ type: 'turn', direction }, false)}
          aria-label={`${direction < 0 ? 'Previous' : 'Next'} ${PAGE_NAMES[level]}`}
          aria-disabled={!enabled || undefined}
        >
          <i
            aria-hidden="true"
            className={cx('chevron', direction < 0 === !rtl ? 'left' : 'right', 'icon')}
          />
        </span>
      );
    };
    const placementClass = placementClasses(actualPlacement, rtl);

    popup = (
      <div
        ref={popupRef}
        id={popupId}
        role="dialog"
        aria-label={dialogLabel ?? dialogLabelFor(mode)}
        dir={rtl ? 'rtl' : undefined}
        className={cx('ui popup calendar', placementClass, open && 'active', binding.className)}
        style={{ ...floatingStyle, ...binding.style }}
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={(event) => event.key === 'Escape' && onEscape(event, true)}
        onBlur={checkFocus}
      >
        <table
          role="grid"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : dialogLabelFor(mode)}
          className={`ui celled center aligned unstackable table ${viewTableClass(view)}`}
          onKeyDown={onGridKeyDown}
        >
          <thead>
            <tr>
              <th colSpan={viewColumns(view)}>
                {/* One element for every view, so that it stays the same live region and its
                    changes are announced. */}
                <span
                  id={titleId}
                  aria-live="polite"
                  {...(zoom && { className: 'link', ...buttonProps({ type: 'zoom' }, true) })}
                >
                  {title}
                </span>
                {navButton(-1)}
                {navButton(1)}
              </th>
            </tr>
            {view === 'date' && (
              <tr>
                {Array.from({ length: 7 }, (_, i) => {
                  const day = (i + firstDayOfWeek) % 7;
                  return (
                    <th key={day} aria-label={locale.weekdays[day]}>
                      {locale.weekdaysNarrow[day]}
                    </th>
                  );
                })}
              </tr>
            )}
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell) => {
                  const { date } = cell;
                  return (
                    <td
                      key={date.getTime()}
                      role="gridcell"
                      className={cx('link', ...CELL_STATES.filter((name) => cell[name]))}
                      tabIndex={cell.focus ? 0 : -1}
                      aria-selected={cell.active || undefined}
                      aria-disabled={cell.disabled || undefined}
                      aria-current={cell.today ? 'date' : undefined}
                      aria-label={view === 'month' || view === 'date' ? fmt(date, view) : undefined}
                      // Real pointer movement only: a calendar drawn under a resting pointer, or
                      // turning a page under it, must not move the highlight away from the keys.
                      onMouseMove={(event) => {
                        if (cell.focus) return;
                        // When the keyboard focus is in the grid, it follows the highlight.
                        const inGrid =
                          event.currentTarget.ownerDocument.activeElement?.matches('td[role="gridcell"]');
                        apply({ type: 'hover', date }, !!inGrid);
                      }}
                      onClick={() => apply({ type: 'choose', date })}
                    >
                      {view === 'month'
                        ? locale.monthsShort[date.getMonth()]
                        : view === 'date'
                          ? date.getDate()
                          : fmt(date, view === 'year' ? 'year' : 'time')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <>
      {triggerNode}
      <HiddenValues
        name={disabled ? undefined : name}
        form={form}
        values={value ? [formatDate(value, ISO_FORMATS[mode], locale)] : []}
      />
      {trigger && (required || validity) && (
        // A trigger is a button: the browser's message needs an input, laid just after it.
        <ValidityAnchor
          form={form}
          required={required}
          disabled={disabled}
          filled={!!value}
          validity={validity}
          onInvalid={onInvalid}
          focus={() => triggerRef.current?.focus()}
          style={{ left: 'auto', top: 'auto', width: 1, height: '1em' }}
        />
      )}
      {popup}
    </>
  );
});

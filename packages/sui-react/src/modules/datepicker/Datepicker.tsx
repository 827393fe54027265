import {
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  version as reactVersion,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import type { DatepickerLocaleValues, RecursivePartial } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { restoreFocus } from '../../internal/focus.js';
import { placementClasses, useFloatingPosition, type Placement } from '../../internal/position.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { Transition, TransitionDirection } from '../transition/transition.js';
import { useTransitionBinding, useTransitionController } from '../transition/useTransitionBinding.js';
import { formatDate, parseDate } from './format.js';
import {
  DATEPICKER_MODES,
  MODE_VIEWS,
  VIEW_SHAPE,
  VIEW_TABLE_CLASS,
  canTurnPage,
  decadeStart,
  unitStart,
  viewCells,
  yearStart,
  type CalendarView,
  type DatepickerMode,
} from './grid.js';
import {
  canZoom,
  initialPickerState,
  isAllowedValue,
  pickerRange,
  pickerStep,
  type PickerAction,
  type PickerContext,
  type PickerState,
} from './state.js';

/** Where the calendar opens, next to its input or trigger. */
export type DatepickerPlacement =
  'bottom left' | 'bottom center' | 'bottom right' | 'top left' | 'top center' | 'top right';

const FLOATING_PLACEMENT: Record<DatepickerPlacement, Placement> = {
  'bottom left': 'bottom-start',
  'bottom center': 'bottom',
  'bottom right': 'bottom-end',
  'top left': 'top-start',
  'top center': 'top',
  'top right': 'top-end',
};

/** The native input type and value format of each mode, for the mobile fallback. */
export const NATIVE_INPUT: Record<DatepickerMode, { type: string; format: string }> = {
  datetime: { type: 'datetime-local', format: "yyyy-MM-dd'T'HH:mm" },
  date: { type: 'date', format: 'yyyy-MM-dd' },
  time: { type: 'time', format: 'HH:mm' },
  month: { type: 'month', format: 'yyyy-MM' },
  year: { type: 'number', format: 'yyyy' },
};

const DIALOG_LABELS: Record<DatepickerMode, string> = {
  datetime: 'Choose date and time',
  date: 'Choose date',
  time: 'Choose time',
  month: 'Choose month',
  year: 'Choose year',
};

const PAGE_NAMES: Record<CalendarView, string> = {
  year: 'decade',
  month: 'year',
  date: 'month',
  hour: 'day',
  minute: 'hour',
};

/** True on phones, tablets and web views. Only called in the browser. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  if (typeof hint === 'boolean' && hint) return true;
  const ua = navigator.userAgent ?? '';
  return (
    /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|IEMobile|Opera Mini|; wv\)/i.test(ua) ||
    // iPadOS reports a desktop Safari user agent; a touch screen gives it away.
    (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  );
}

const subscribeNever = () => () => {};
const serverFalse = () => false;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children'
>;

export interface DatepickerProps extends NativeInputProps {
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
   * The date chosen at first (uncontrolled).
   * @default null
   */
  defaultValue?: Date | null;
  /**
   * Called with the new date when the user picks one, types a valid one, or clears the input
   * (null). Typed text that does not match the locale's format for the mode, or falls outside
   * `minDate`–`maxDate`, gives null.
   */
  onChange?: (value: Date | null) => void;
  /**
   * The date the calendar shows when nothing is chosen.
   * @default new Date()
   */
  initialDate?: Date;
  /** The earliest date that can be chosen; earlier cells are disabled and prev stops there. */
  minDate?: Date;
  /** The latest date that can be chosen; later cells are disabled and next stops there. */
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
   * The animation's duration in milliseconds.
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

function assertDate(
  name: string,
  value: unknown,
  nullable: boolean,
): asserts value is Date | null | undefined {
  if (value === undefined || (nullable && value === null)) return;
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    const shown = value instanceof Date ? 'Invalid Date' : (JSON.stringify(value) ?? String(value));
    throw new Error(`Datepicker: ${name} must be a valid Date${nullable ? ' or null' : ''} (got ${shown}).`);
  }
}

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
  if (!(DATEPICKER_MODES as readonly unknown[]).includes(props.mode)) {
    throw new Error(
      `Datepicker: unknown mode ${JSON.stringify(props.mode)}. Use one of: ${DATEPICKER_MODES.join(', ')}.`,
    );
  }
  assertDate('value', props.value, true);
  assertDate('defaultValue', props.defaultValue, true);
  assertDate('initialDate', props.initialDate, false);
  assertDate('minDate', props.minDate, false);
  assertDate('maxDate', props.maxDate, false);
  const { minDate, maxDate, firstDayOfWeek } = props as {
    minDate?: Date;
    maxDate?: Date;
    firstDayOfWeek?: unknown;
  };
  if (minDate && maxDate && minDate > maxDate) {
    throw new Error(`Datepicker: minDate (${minDate.toString()}) is after maxDate (${maxDate.toString()}).`);
  }
  if (
    firstDayOfWeek !== undefined &&
    (typeof firstDayOfWeek !== 'number' ||
      !Number.isInteger(firstDayOfWeek) ||
      firstDayOfWeek < 0 ||
      firstDayOfWeek > 6)
  ) {
    throw new Error(
      `Datepicker: firstDayOfWeek must be an integer from 0 (Sunday) to 6 (Saturday) (got ${String(firstDayOfWeek)}).`,
    );
  }
}

/** Sets a ref of any kind. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** The ref a trigger element was given (React 19 keeps it in props, React 18 on the element). */
function elementRef(element: ReactElement): Ref<HTMLElement> | undefined {
  if (Number(reactVersion.split('.')[0]) >= 19) return (element.props as { ref?: Ref<HTMLElement> }).ref;
  return (element as unknown as { ref?: Ref<HTMLElement> }).ref;
}

const sameInstant = (a: Date | null, b: Date | null) => (a && b ? a.getTime() === b.getTime() : a === b);

/**
 * A calendar popup for choosing a date, a time, a month or a year, in Fomantic UI's calendar
 * markup. It renders a text input (typed text is read with the language's format for the mode) or
 * opens from any `trigger` element. The calendar is a dialog: arrows move by day and week (or by
 * cell), Home / End go to the start / end of the week, PageUp / PageDown by month (with Shift, by
 * year), Enter or Space chooses, Escape closes and returns focus.
 */
export const Datepicker = forwardRef<DatepickerHandle, DatepickerProps>(function Datepicker(
  {
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
    className,
    onKeyDown,
    onClick,
    onBlur,
    ...inputProps
  },
  ref,
) {
  validateDatepickerProps({
    mode,
    value: valueProp,
    defaultValue,
    initialDate,
    minDate,
    maxDate,
    firstDayOfWeek: firstDayOfWeekProp,
  });
  if (!Object.hasOwn(FLOATING_PLACEMENT, placement)) {
    throw new Error(
      `Datepicker: unknown placement ${JSON.stringify(placement)}. Use one of: ${Object.keys(FLOATING_PLACEMENT).join(', ')}.`,
    );
  }
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
  const [picker, setPicker] = useState<PickerState>(() => initialPickerState(context, value, base));
  const state = MODE_VIEWS[mode].includes(picker.view) ? picker : initialPickerState(context, value, base);

  // The typed text, while it differs from the formatted value.
  const [typed, setTyped] = useState<{ text: string; value: Date | null } | null>(null);
  if (typed && !sameInstant(typed.value, value)) setTyped(null);

  const triggerRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const focusGrid = useRef(false);

  const controller = useTransitionController(false);
  const binding = useTransitionBinding(controller);
  const mounted = open || binding.visible || binding.animating;

  const { placement: actualPlacement, style: floatingStyle } = useFloatingPosition(
    mounted,
    triggerRef,
    popupRef,
    {
      placement: FLOATING_PLACEMENT[placement],
      offset: 10,
      padding: 8,
    },
  );

  const mobile = useSyncExternalStore(subscribeNever, isMobileDevice, serverFalse);
  const native = useNativeOnMobile && !trigger && mobile;

  const show = (withFocus: boolean) => {
    if (open) return;
    focusGrid.current = withFocus;
    setPicker(initialPickerState(context, value, base));
    setOpen(true);
    controller.animate(new Transition(transition, transitionDuration, TransitionDirection.In));
  };
  const hide = useCallback(
    (returnFocus: boolean) => {
      if (!open) return;
      setOpen(false);
      focusGrid.current = false;
      controller.animate(new Transition(transition, transitionDuration, TransitionDirection.Out));
      if (returnFocus) restoreFocus(triggerRef.current);
    },
    [open, controller, transition, transitionDuration],
  );

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
    popupRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });

  // A press outside the trigger and the calendar closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      const target = event.target as Node;
      if (triggerRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      hide(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, hide]);

  // Focus moving to another element outside closes it (checked after React has re-rendered, so a
  // cell replaced by the next view does not count).
  const checkFocus = useCallback(() => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return;
      if (triggerRef.current?.contains(active) || popupRef.current?.contains(active)) return;
      hide(false);
    });
  }, [hide]);

  const apply = (action: PickerAction): boolean => {
    const result = pickerStep(state, context, action);
    if (result.value) {
      setTyped(null);
      setValue(result.value);
      hide(true);
      return true;
    }
    if (result.state !== state) setPicker(result.state);
    return result.state !== state;
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (
      ![
        'Enter',
        ' ',
        'ArrowLeft',
        'ArrowRight',
        'ArrowUp',
        'ArrowDown',
        'Home',
        'End',
        'PageUp',
        'PageDown',
      ].includes(key)
    )
      return;
    if (!(event.target as HTMLElement).matches('td')) return;
    event.preventDefault();
    focusGrid.current = true;
    if (!apply({ type: 'key', key, shiftKey: event.shiftKey })) focusGrid.current = false;
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      hide(true);
    }
  };

  const pressButton = (action: PickerAction, toGrid: boolean) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    focusGrid.current = toGrid;
    if (!apply(action)) focusGrid.current = false;
  };

  // ---------- Trigger ----------
  const triggerA11y = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
  };
  const setTriggerNode = (node: HTMLElement | null) => {
    triggerRef.current = node;
  };

  let triggerNode: ReactElement;
  if (trigger) {
    const props = trigger.props as {
      onClick?: (event: MouseEvent<HTMLElement>) => void;
      onBlur?: (event: FocusEvent<HTMLElement>) => void;
    };
    const original = elementRef(trigger);
    triggerNode = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      ...triggerA11y,
      ref: (node: HTMLElement | null) => {
        setTriggerNode(node);
        setRef(original, node);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event);
        if (event.defaultPrevented) return;
        if (open) hide(false);
        else show(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        props.onBlur?.(event);
        if (open) checkFocus();
      },
    });
  } else if (native) {
    const { type, format } = NATIVE_INPUT[mode];
    const nativeText = (date: Date | null | undefined) =>
      date ? formatDate(date, format, locale) : undefined;
    triggerNode = (
      <input
        {...inputProps}
        ref={setTriggerNode}
        className={className}
        type={type}
        value={nativeText(value) ?? ''}
        min={nativeText(minDate)}
        max={nativeText(maxDate)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const text = event.target.value;
          const parsed = text ? parseDate(text, format, locale, unitStart('date', base)) : null;
          setValue(parsed && isAllowedValue(mode, parsed, context.range) ? parsed : null);
        }}
      />
    );
  } else {
    const shown = typed ? typed.text : value ? formatDate(value, pattern, locale) : '';
    triggerNode = (
      <input
        autoComplete="off"
        {...inputProps}
        {...triggerA11y}
        ref={setTriggerNode}
        role="combobox"
        aria-autocomplete="none"
        aria-invalid={typed && typed.text.trim() && !value ? true : inputProps['aria-invalid']}
        className={className}
        type="text"
        value={shown}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) show(false);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            if (open) {
              popupRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
            } else show(true);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            hide(false);
          }
        }}
        onBlur={(event) => {
          onBlur?.(event);
          if (open) checkFocus();
        }}
        onChange={(event) => {
          const text = event.target.value;
          let next: Date | null = null;
          if (text.trim()) {
            const parsed = parseDate(text, pattern, locale, unitStart('date', base));
            if (parsed && isAllowedValue(mode, parsed, context.range)) next = parsed;
          }
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
    const today = new Date();
    const rows = viewCells(view, { page, focus: state.focus, selected: value, today, range, firstDayOfWeek });
    const columns = VIEW_SHAPE[view].columns;
    const fmt = (date: Date, format: string) => formatDate(date, format, locale);
    let title: string;
    switch (view) {
      case 'year': {
        const start = decadeStart(page);
        title = `${fmt(yearStart(start), locale.formats.year)} – ${fmt(yearStart(start + 9), locale.formats.year)}`;
        break;
      }
      case 'month':
        title = fmt(page, locale.formats.year);
        break;
      case 'date':
        title = fmt(page, locale.formats.month);
        break;
      case 'hour':
        title = mode === 'time' ? '' : fmt(page, locale.formats.date);
        break;
      case 'minute':
        title = fmt(unitStart('hour', page), mode === 'time' ? locale.formats.time : locale.formats.datetime);
        break;
    }
    const cellLabel = (date: Date): { text: string; label?: string } => {
      switch (view) {
        case 'year':
          return { text: fmt(date, locale.formats.year) };
        case 'month':
          return { text: locale.monthsShort[date.getMonth()] ?? '', label: fmt(date, locale.formats.month) };
        case 'date':
          return { text: String(date.getDate()), label: fmt(date, locale.formats.date) };
        default:
          return { text: fmt(date, locale.formats.time) };
      }
    };
    const zoom = canZoom(mode, view);
    const pageName = PAGE_NAMES[view];
    const navButton = (direction: -1 | 1) => {
      const enabled = canTurnPage(view, page, direction, range);
      const action: PickerAction = { type: 'turn', direction };
      return (
        <span
          className={cx(direction < 0 ? 'prev link' : 'next link', !enabled && 'disabled')}
          role="button"
          tabIndex={0}
          aria-label={`${direction < 0 ? 'Previous' : 'Next'} ${pageName}`}
          aria-disabled={!enabled || undefined}
          onClick={() => {
            focusGrid.current = false;
            apply(action);
          }}
          onKeyDown={pressButton(action, false)}
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
        aria-label={dialogLabel ?? DIALOG_LABELS[mode]}
        dir={rtl ? 'rtl' : undefined}
        className={cx('ui popup calendar', placementClass, open && 'active', binding.className)}
        style={{ ...floatingStyle, ...binding.style }}
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={onPopupKeyDown}
        onBlur={() => open && checkFocus()}
      >
        <table
          role="grid"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : DIALOG_LABELS[mode]}
          className={cx('ui celled center aligned unstackable table', VIEW_TABLE_CLASS[view])}
          onKeyDown={onGridKeyDown}
        >
          <thead>
            <tr>
              <th colSpan={columns}>
                {/* One element for every view, so that it stays the same live region and its
                    changes are announced. */}
                <span
                  id={titleId}
                  aria-live="polite"
                  className={zoom ? 'link' : undefined}
                  role={zoom ? 'button' : undefined}
                  tabIndex={zoom ? 0 : undefined}
                  onClick={
                    zoom
                      ? () => {
                          focusGrid.current = false;
                          apply({ type: 'zoom' });
                        }
                      : undefined
                  }
                  onKeyDown={zoom ? pressButton({ type: 'zoom' }, true) : undefined}
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
                  const { text, label } = cellLabel(cell.date);
                  return (
                    <td
                      key={cell.date.getTime()}
                      role="gridcell"
                      className={cx(
                        'link',
                        cell.today && 'today',
                        cell.active && 'active',
                        cell.focus && 'focus',
                        cell.disabled && 'disabled',
                        cell.adjacent && 'adjacent',
                      )}
                      tabIndex={cell.focus ? 0 : -1}
                      aria-selected={cell.active || undefined}
                      aria-disabled={cell.disabled || undefined}
                      aria-current={cell.today ? 'date' : undefined}
                      aria-label={label}
                      // Real pointer movement only: a calendar drawn under a resting pointer, or
                      // turning a page under it, must not move the highlight away from the keys.
                      onMouseMove={(event) => {
                        if (cell.focus) return;
                        // When the keyboard focus is in the grid, it follows the highlight.
                        if (event.currentTarget.ownerDocument.activeElement?.matches('td[role="gridcell"]')) {
                          focusGrid.current = true;
                        }
                        if (!apply({ type: 'hover', date: cell.date })) focusGrid.current = false;
                      }}
                      onClick={() => apply({ type: 'choose', date: cell.date })}
                    >
                      {text}
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
      {popup}
    </>
  );
});

import {
  Children,
  forwardRef,
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { interpolate } from '../../behaviors/localization/store.js';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import type { RecursivePartial, SelectLocaleValues } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Size } from '../../internal/vocabulary.js';
import {
  HiddenValues,
  ValidityAnchor,
  formText,
  useFormReset,
  useInvalidEvent,
  type FormFieldProps,
} from '../../internal/form.js';
import { itemText, readPath } from '../../internal/readPath.js';
import { EMPTY_TYPEAHEAD, isTypeaheadKey, typeaheadInput } from '../../internal/typeahead.js';
import { useLatest } from '../../internal/useLatest.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { SelectContext, type SelectContextValue } from './context.js';
import { OptionWindow } from './OptionWindow.js';
import { SelectOption } from './SelectOption.js';
import {
  PAGE_SIZE,
  availableOptions,
  labelFilter,
  selectReducer,
  settleHighlight,
  type SelectAction,
  type SelectConfig,
  type SelectModel,
} from './state.js';
import { badProp, DEV } from '../../internal/errors.js';

/**
 * Fetches options from elsewhere (an API). Called with the query to search for, or with
 * `(undefined, value)` to find the option(s) of a value that is not among the options yet (the
 * initial value); a multi select passes an array of values. Resolves to one option or an array.
 */
export type SelectLookup<T, U> = (query: string | undefined, initial?: U | U[]) => Promise<T | T[]>;

/** Props to spread on the element that holds the options, in a menu that also holds a `SelectSearch`. */
export interface SelectListboxProps {
  role?: 'listbox';
  id?: string;
  'aria-multiselectable'?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Imperative methods of a select, through its `ref`. */
export interface SelectHandle {
  /** Moves focus to the select (its search input when searchable). */
  focus(): void;
  /** Opens the menu. */
  open(): void;
  /** Closes the menu. */
  close(): void;
}

/** The props Select and MultiSelect share. */
export interface SelectBaseProps<T, U>
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'children' | 'placeholder'>,
    FormFieldProps {
  /**
   * Turns a selected value into the text a form submits under `name`. Without it, strings are
   * sent as they are and numbers, bigints and booleans as their text; any other value (an object:
   * set `valueField`, or give `formValue`) is an error naming the select, `name` and the value.
   */
  formValue?: (value: U) => string;
  /** The text shown while nothing is selected. Defaults to the locale's: 'Select one' (Select), 'Select...' (MultiSelect). */
  placeholder?: string;
  /** The options to choose from. Without it, the options are the `SelectOption` children's values. */
  options?: readonly T[];
  /**
   * Replaces the default filter (the label contains the query, ignoring case). Return `false` to
   * keep the default result. Cannot be combined with `optionsLookup`.
   */
  optionsFilter?: (options: readonly T[], query: string) => readonly T[] | false;
  /**
   * Fetches the options for each query instead of filtering `options`; the select shows a loading
   * state meanwhile, and an answer to an older query never replaces a newer one.
   */
  optionsLookup?: SelectLookup<T, U>;
  /** The option property shown as its text, as a dot path (`'name'`, `'address.city'`). Blank: the option itself. */
  labelField?: string;
  /** The option property used as the value, as a dot path. Blank: the whole option is the value. */
  valueField?: string;
  /**
   * Whether the select ignores the user and is out of the tab order; a form neither submits nor
   * validates it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the user can type to filter the options.
   * @default false
   */
  searchable?: boolean;
  /** Text for each option (plain text); `renderOption` wins when both are given. */
  optionFormatter?: (option: T, query?: string) => string;
  /** Renders each option, in the menu and as the selected text or labels. */
  renderOption?: (option: T, query: string) => ReactNode;
  /**
   * The name of the Semantic UI icon shown as the caret.
   * @default 'dropdown'
   */
  icon?: string;
  /**
   * The menu's Semantic UI animation.
   * @default 'slide down'
   */
  transition?: string;
  /**
   * How long the menu animation lasts, in milliseconds (a negative or invalid duration ends the animation at once).
   * @default 200
   */
  transitionDuration?: number;
  /** Texts that replace the current language's for this select only. */
  localeOverrides?: RecursivePartial<SelectLocaleValues>;
  /**
   * A custom menu. A function receives the filtered options (map them to `SelectOption`s) and the
   * props for the element holding them, which matter when the menu also holds a `SelectSearch`.
   * Static `SelectOption` children work too. Without children the menu lists every option, drawing
   * only those in view.
   */
  children?: ReactNode | ((options: readonly T[], listbox: SelectListboxProps) => ReactNode);
  /** Draws the select as a form field: a box with the caret at its right. */
  selection?: boolean;
  /** As wide as its container. */
  fluid?: boolean;
  /** As narrow as its content. */
  compact?: boolean;
  /** Text that sits in a sentence, without a box. */
  inline?: boolean;
  /** The menu floats below the select with a shadow. */
  floating?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** The menu opens above the select. */
  upward?: boolean;
  /** A shorter menu that scrolls. */
  scrolling?: boolean;
  /** With `selection`, a taller menu (`very`: taller still). */
  long?: boolean | 'very';
  /** With `selection`, a shorter menu (`very`: shorter still). */
  short?: boolean | 'very';
  /** The size of the text. */
  size?: Exclude<Size, 'medium'>;
  /** With `selection`, the kit's information colour (blue). */
  info?: boolean;
  /** With `selection`, the kit's success colour (green). */
  success?: boolean;
  /** With `selection`, the kit's warning colour (yellow). `error` marks it invalid (red). */
  warning?: boolean;
  /** More classes for the element that shows the chosen text or the placeholder (the kit's `.text`). */
  textClassName?: string;
  /**
   * What the select's text shows whatever is chosen, in place of the chosen option or the
   * placeholder: a select opened from a fixed call to action ("Select language"). A string also
   * names it for screen readers, unless `aria-label` or `aria-labelledby` is given.
   */
  text?: ReactNode;
  /** Called with the new state whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The search text (controlled, with `onQueryChange`): the options shown are its matches. The
   * select still clears it on a choice or on closing, through `onQueryChange('')`.
   */
  query?: string;
  /** The search text at first (uncontrolled): it filters the options once the menu opens. @default '' */
  defaultQuery?: string;
  /** Called with the new search text whenever the user types in it (and with `''` when it empties on close or choice). */
  onQueryChange?: (query: string) => void;
  /**
   * With `searchable`, the fewest characters the search text needs before the menu opens: shorter,
   * the menu stays closed and the text stays typed. A whole number, 0 or more.
   * @default 0
   */
  minCharacters?: number;
}

/**
 * The variation props of Select and MultiSelect and the classes they give (variations.test.ts
 * checks them against dropdown.css).
 */
export const SELECT_VARIATIONS = {
  selection: 'key',
  fluid: 'key',
  compact: 'key',
  inline: 'key',
  floating: 'key',
  inverted: 'key',
  upward: 'key',
  scrolling: 'key',
  long: 'keyOrValueKey',
  short: 'keyOrValueKey',
  size: 'value',
  info: 'key',
  success: 'key',
  warning: 'key',
} as const satisfies VariationTable;

export interface SelectRootProps<T, U> extends SelectBaseProps<T, U> {
  component: string;
  multiple: boolean;
  values: readonly U[];
  commit: (options: T[]) => void;
  labels: boolean;
  onLabelClick?: (option: T, event: MouseEvent<HTMLElement>) => void;
  renderLabel?: (option: T) => ReactNode;
  labelClassName?: (option: T) => string | undefined;
  maxSelected: number;
  /** Puts the default value back, when the form is reset. */
  reset: () => void;
}

/** Wraps a one-argument function so that a repeated argument returns the previous result. */
function rememberLast<A, R>(fn: (arg: A) => R): (arg: A) => R {
  let last: { arg: A; result: R } | undefined;
  return (arg) => {
    if (!last || last.arg !== arg) last = { arg, result: fn(arg) };
    return last.result;
  };
}

const objectKeys = new WeakMap<object, number>();
let nextObjectKey = 0;
/** A React key for any value: objects get a number of their own (their text would collide). */
function reactKey(value: unknown): string {
  // A primitive (null and undefined too) is not its own Object().
  if (Object(value) !== value) return `${typeof value}:${String(value)}`;
  let id = objectKeys.get(value as object);
  if (id === undefined) objectKeys.set(value as object, (id = nextObjectKey++));
  return `o${id}`;
}

const toArray = <T,>(result: T | T[]): T[] => (Array.isArray(result) ? result : [result]);
const isInput = (target: EventTarget) => (target as Element).tagName === 'INPUT';

/** Finds the values of static `SelectOption` children, at any depth. */
function childValues(children: ReactNode, optionType: unknown, out: unknown[] = []): unknown[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) return;
    if (child.type === optionType) out.push(child.props.value);
    else childValues(child.props.children, optionType, out);
  });
  return out;
}

/**
 * A selected option shown as a label, scaling in and out over 100 ms. Memoised: with a stable
 * `onRemove`, a change elsewhere in the select (opening, typing, one more label) does not render
 * the labels already shown again, so a thousand labels cost nothing per keystroke.
 */
const SelectLabel = memo(function SelectLabel({
  option,
  text,
  className,
  children,
  disabled,
  onRemove,
  onClick,
}: {
  option: unknown;
  text: string;
  className: string | undefined;
  children: ReactNode;
  disabled: boolean;
  onRemove: (option: unknown) => void;
  /** The latest onLabelClick (a ref: the same for every render, so that the label stays as it is). */
  onClick?: RefObject<((option: never, event: MouseEvent<HTMLElement>) => void) | undefined>;
}) {
  // In on mount; out before removal.
  const [present, setPresent] = useState(true);
  const binding = useShowHide(present, 'scale', 100, {
    display: 'inline-block',
    initial: false,
    onDone: (visible) => {
      if (!visible) onRemove(option);
    },
  });
  const remove = (event: MouseEvent | KeyboardEvent) => {
    event.stopPropagation();
    event.preventDefault();
    if (!disabled) setPresent(false);
  };
  return (
    <span
      className={cx('ui', className, 'label', binding.className)}
      style={binding.style}
      onClick={
        onClick &&
        ((event) => {
          event.stopPropagation();
          onClick.current?.(option as never, event);
        })
      }
    >
      {children}
      <i
        className="delete icon"
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={`Remove ${text}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={remove}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'Backspace', 'Delete'].includes(event.key)) remove(event);
        }}
      />
    </span>
  );
});

/** The shared implementation of Select and MultiSelect. */
function SelectRootInner<T, U>(props: SelectRootProps<T, U>, ref: Ref<SelectHandle>) {
  const {
    component,
    multiple,
    values,
    commit,
    labels,
    onLabelClick,
    renderLabel,
    labelClassName,
    maxSelected,
    placeholder,
    options,
    optionsFilter,
    optionsLookup: lookup,
    labelField,
    valueField,
    disabled = false,
    searchable = false,
    optionFormatter,
    renderOption,
    icon = 'dropdown',
    transition = 'slide down',
    transitionDuration = 200,
    localeOverrides,
    children,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    name: fieldName,
    form,
    required = false,
    error = false,
    formValue,
    reset,
    onOpenChange,
    onQueryChange,
    query: givenQuery,
    defaultQuery = '',
    minCharacters = 0,
    textClassName,
    text: face,
    ...others
  } = props;
  const [classes, rest] = variations(component, SELECT_VARIATIONS, others);
  // NaN has no text (React would warn and show "NaN").
  if (Number.isNaN(face)) badProp(component, 'text', DEV && 'a text or an element', face);
  if (optionsFilter && lookup) {
    throw new Error(
      DEV
        ? `${component}: optionsFilter and optionsLookup cannot be used together; optionsLookup already returns the matching options.`
        : `${component}: optionsFilter and optionsLookup together.`,
    );
  }
  if (!Number.isInteger(minCharacters) || minCharacters < 0)
    badProp(component, 'minCharacters', DEV && 'a whole number, 0 or more', minCharacters);
  for (const [prop, text] of [
    ['query', givenQuery ?? ''],
    ['defaultQuery', defaultQuery],
  ] as const)
    if (typeof text !== 'string') badProp(component, prop, DEV && 'a string', text);
  const locale = useLocaleValues('select', localeOverrides);
  const id = useId();
  const listId = `${id}l`;
  const host = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState<HTMLInputElement | null>(null);
  const [own, setUi] = useState(() => ({ open: false, query: defaultQuery, highlighted: -1 }));
  // Not `{ ...own, query }`: on Node 20 an object begun by a spread is slow to add to (eslint.config.js).
  const ui =
    givenQuery === undefined ? own : { open: own.open, query: givenQuery, highlighted: own.highlighted };
  const [closing, setClosing] = useState<readonly T[] | null>(null);
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [known, setKnown] = useState<T[]>([]);
  const request = useRef(0);
  const asked = useRef(new Set<unknown>());
  const refocusing = useRef(false);
  const typed = useRef(EMPTY_TYPEAHEAD);
  const anchor = useRef<HTMLInputElement>(null);
  useFormReset(host, form, reset);
  const [invalidShown, onInvalid] = useInvalidEvent(values);
  const invalid = error || invalidShown;
  const submitted =
    fieldName && !disabled
      ? values.map((value) => formText(component, fieldName, value, formValue, 'each value')!)
      : [];

  const labelOf = useCallback((option: T) => itemText(option, labelField), [labelField]);
  const keyOf = useCallback((option: T) => readPath(option, valueField), [valueField]);
  const custom = children !== undefined && children !== null;
  const source = useMemo(
    () =>
      lookup
        ? results
        : (options ??
          (custom && typeof children !== 'function' ? (childValues(children, SelectOption) as T[]) : [])),
    [lookup, results, options, custom, children],
  );
  const filter = useMemo(() => {
    // Prepared once per list: the labels are read and lower-cased on the first query only.
    const byLabel = labelFilter(source, labelOf);
    return rememberLast((query: string) => {
      const own = lookup ? source : optionsFilter?.(source, query);
      return own || byLabel(query);
    });
  }, [source, lookup, optionsFilter, labelOf]);
  const config: SelectConfig<T> = useMemo(
    () => ({
      multiple,
      labels,
      maxSelected,
      filter,
      key: keyOf,
      label: labelOf,
      minCharacters: searchable ? minCharacters : 0,
    }),
    [multiple, labels, maxSelected, filter, keyOf, labelOf, searchable, minCharacters],
  );

  // The selected options, found by value among the options (first) and those selected or looked up
  // before. Two maps, so that a change of selection rebuilds only the small one.
  const byValue = useMemo(() => {
    const map = new Map<unknown, T>();
    if (valueField) for (const option of source) map.set(keyOf(option), option);
    return map;
  }, [valueField, source, keyOf]);
  const knownByValue = useMemo(() => {
    const map = new Map<unknown, T>();
    if (valueField) for (const option of known) map.set(keyOf(option), option);
    return map;
  }, [valueField, known, keyOf]);
  const selected = useMemo(
    () =>
      valueField
        ? values.flatMap((value) =>
            byValue.has(value)
              ? [byValue.get(value)!]
              : knownByValue.has(value)
                ? [knownByValue.get(value)!]
                : [],
          )
        : (values as unknown as T[]),
    [values, byValue, knownByValue, valueField],
  );
  const missing = useMemo(
    () =>
      lookup && valueField ? values.filter((value) => !byValue.has(value) && !knownByValue.has(value)) : [],
    [lookup, valueField, values, byValue, knownByValue],
  );
  useEffect(() => {
    // Each value is looked up once, even when the lookup finds nothing.
    const fresh = missing.filter((value) => !asked.current.has(value));
    if (!lookup || !fresh.length) return;
    for (const value of fresh) asked.current.add(value);
    lookup(undefined, multiple ? fresh : fresh[0]).then(
      (found) => setKnown((k) => [...k, ...toArray(found)]),
      () => {},
    );
  }, [lookup, missing, multiple]);

  const available = useMemo(() => availableOptions(config, ui.query, selected), [config, ui.query, selected]);
  // Options can change under an open menu (lookup results): the highlight follows.
  const highlight = settleHighlight(ui.highlighted, ui.open, available.length);
  const model: SelectModel<T> = { ...ui, highlighted: highlight, selected };
  const shown = ui.open ? available : (closing ?? available);
  const selectedKeys = useMemo(() => new Set(selected.map(keyOf)), [selected, keyOf]);
  const indexOf = useMemo(() => {
    if (!custom) return null;
    const map = new Map<unknown, number>();
    shown.forEach((option, i) => map.set(keyOf(option), i));
    return map;
  }, [custom, shown, keyOf]);

  const focusTarget = () => (searchable ? input.current : ui.open && search ? search : host.current);
  const refocus = () => {
    refocusing.current = true;
    (searchable ? input.current : host.current)?.focus();
    refocusing.current = false;
  };

  // The model as of the last action: several actions can run in one event (a click that focuses).
  const liveRef = useLatest(model);
  const dispatch = (action: SelectAction<T>) => {
    if (disabled) return;
    const model = liveRef.current;
    const next = selectReducer(model, action, config);
    if (next === model) return;
    liveRef.current = next;
    setUi(next); // (its `selected` is never read: the selection comes from `values`)
    if (next.open !== model.open) onOpenChange?.(next.open);
    if (next.query !== model.query) onQueryChange?.(next.query);
    if (model.open && !next.open) {
      setClosing(availableOptions(config, model.query, model.selected));
      if (menu.current?.contains(document.activeElement)) refocus();
    }
    if (next.selected !== model.selected) {
      setKnown(next.selected as T[]);
      commit(next.selected as T[]);
    }
    if (lookup && next.open && (!model.open || next.query !== model.query)) {
      const ticket = ++request.current;
      setLoading(true);
      lookup(next.query).then(
        (found) => {
          if (ticket !== request.current) return; // a newer query has been asked since
          setResults(toArray(found));
          setLoading(false);
        },
        () => ticket === request.current && setLoading(false),
      );
    }
  };
  /** A click: focus the select, then open it (or toggle it). */
  const press = (toggle: boolean) => {
    const action = toggle && liveRef.current.open ? 'close' : 'open';
    focusTarget()?.focus();
    dispatch({ type: action });
  };
  const remove = useLatest((option: T) => {
    dispatch({ type: 'remove', option });
    if (host.current?.contains(document.activeElement) || document.activeElement === document.body) refocus();
  });
  // One function for every label and every render, so that the memoised labels stay as they are.
  const removeLabel = useCallback((option: unknown) => remove.current(option as T), [remove]);
  const labelClick = useLatest(onLabelClick);
  // Made again at every commit (no dependencies): the methods are those of the latest render.
  useImperativeHandle(ref, () => ({
    focus: () => focusTarget()?.focus(),
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
  }));

  // The menu slides in and out; the in-menu search input takes focus once the menu shows.
  const binding = useShowHide(ui.open, transition, transitionDuration);
  // Focus can only move into the menu once it shows (animating or visible).
  const menuShows = binding.animating || binding.visible;
  useEffect(() => {
    if (ui.open && menuShows && search && document.activeElement !== search) search.focus();
  }, [ui.open, menuShows, search]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    const typing = isInput(event.target);
    let action: SelectAction<T> | null = null;
    if (key === 'ArrowDown' || key === 'ArrowUp') action = { type: 'move', by: key === 'ArrowDown' ? 1 : -1 };
    else if ((key === 'PageDown' || key === 'PageUp') && ui.open)
      action = { type: 'move', by: key === 'PageDown' ? PAGE_SIZE : -PAGE_SIZE };
    else if ((key === 'Home' || key === 'End') && ui.open && !typing)
      action = { type: 'jump', to: key === 'Home' ? 0 : -1 };
    else if (key === 'Enter' || (key === ' ' && !typing))
      action = ui.open ? { type: 'choose' } : { type: 'open' };
    else if (key === 'Escape' && ui.open) {
      action = { type: 'close' };
      event.stopPropagation();
    } else if (key === 'Backspace' && multiple && !ui.query) {
      dispatch({ type: 'backspace' });
    } else if (!typing && isTypeaheadKey(event)) {
      typed.current = typeaheadInput(typed.current, key, event.timeStamp);
      action = { type: 'typeahead', text: typed.current.query };
    }
    if (action) {
      event.preventDefault();
      dispatch(action);
    }
  };

  const content = (option: T) => (renderOption ?? optionFormatter ?? labelOf)(option, ui.query);
  const optionId = (index: number) => `${id}o${index}`;
  const renderItem = (option: T, index: number, children?: ReactNode, className?: string) => {
    const isSelected = selectedKeys.has(keyOf(option));
    return (
      <div
        key={index}
        id={optionId(index)}
        role="option"
        aria-selected={isSelected}
        // Long lists draw only some options: tell assistive technology where each one stands.
        aria-posinset={index + 1}
        aria-setsize={shown.length}
        className={cx('item', isSelected && 'active', index === highlight && 'selected', className)}
        onClick={() => dispatch({ type: 'choose', option })}
      >
        {children ?? content(option)}
      </div>
    );
  };

  const maxed = multiple && selected.length >= maxSelected;
  const text = placeholder ?? (multiple ? locale.multi : locale.single).placeholder;
  const name = ariaLabelledBy
    ? { 'aria-labelledby': ariaLabelledBy }
    : { 'aria-label': ariaLabel ?? (typeof face === 'string' ? face : text) };
  const listbox: SelectListboxProps = {
    role: 'listbox',
    id: listId,
    'aria-multiselectable': multiple || undefined,
    ...name,
  };
  const active = highlight >= 0 ? optionId(highlight) : undefined;
  const combobox = {
    role: 'combobox',
    'aria-expanded': ui.open,
    'aria-controls': listId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': active,
    'aria-disabled': disabled || undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    ...name,
  };

  const query = ui.query;
  // With labels, the selections show as labels and the text only while there are none.
  const display = !(multiple && labels && selected.length) && (
    <div
      className={cx(
        textClassName,
        face == null && !selected.length && 'default',
        'text',
        query && 'filtered',
      )}
    >
      {face ??
        (!selected.length
          ? text
          : multiple
            ? interpolate(locale.multi.selectedMessage, { count: selected.length })
            : content(selected[0]!))}
    </div>
  );
  const caret = (
    <i
      className={cx(icon, 'icon')}
      aria-hidden="true"
      onClick={(event) => {
        event.stopPropagation();
        press(true);
      }}
    />
  );
  const message =
    ui.open && !loading && !shown.length ? (
      <div className="message">
        {maxed ? interpolate(locale.multi.maxSelectedMessage, { max: maxSelected }) : locale.noResultsMessage}
      </div>
    ) : null;

  let menuContent: ReactNode;
  if (typeof children === 'function') menuContent = children(shown, search ? listbox : {});
  else if (custom) menuContent = children;
  else if (ui.open || menuShows) {
    menuContent = (
      <OptionWindow
        count={shown.length}
        highlighted={highlight}
        phase={binding.className}
        menu={menu}
        render={(index) => renderItem(shown[index]!, index)}
      />
    );
  }

  const context: SelectContextValue = {
    query,
    searchId: search ? active : undefined,
    listId,
    setSearch,
    type: (q) => dispatch({ type: 'type', query: q }),
    option: (value, children, className) => {
      const index = indexOf?.get(keyOf(value as T));
      return index === undefined ? null : renderItem(value as T, index, children, className);
    },
  };

  return (
    <SelectContext.Provider value={context}>
      <div
        {...rest}
        {...(searchable ? {} : combobox)}
        ref={host}
        tabIndex={disabled || searchable || (ui.open && search) ? -1 : 0}
        className={cx(
          'ui',
          classes,
          className,
          multiple && 'multiple',
          searchable && 'search',
          'dropdown',
          ui.open && 'active visible',
          loading && 'loading',
          disabled && 'disabled',
          invalid && 'error',
        )}
        onMouseDown={(event) => {
          // Keep focus where it is: clicks on the select or its options must not blur it.
          if (!isInput(event.target)) event.preventDefault();
        }}
        onClick={(event) => {
          if (menu.current?.contains(event.target as Node)) return;
          press(!searchable && !search);
        }}
        onFocus={(event) => {
          if (!refocusing.current && event.target !== anchor.current) dispatch({ type: 'open' });
        }}
        onBlur={(event: FocusEvent) => {
          if (!host.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'close' });
        }}
        onKeyDown={onKeyDown}
      >
        {multiple && caret}
        {multiple &&
          labels &&
          selected.map((option) => (
            <SelectLabel
              key={reactKey(keyOf(option))}
              option={option}
              text={labelOf(option)}
              disabled={disabled}
              onRemove={removeLabel}
              onClick={onLabelClick && labelClick}
              className={labelClassName?.(option)}
            >
              {renderLabel ? renderLabel(option) : content(option)}
            </SelectLabel>
          ))}
        {searchable && (
          <input
            {...combobox}
            ref={input}
            className="search"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={disabled}
            value={query}
            style={multiple ? { width: '12em' } : undefined}
            onChange={(event) => dispatch({ type: 'type', query: event.target.value })}
          />
        )}
        {display}
        {!multiple && caret}
        <div
          // A message (no results, or no more may be chosen) stands alone: a listbox holds only options.
          {...(search ? {} : message ? { id: listId } : listbox)}
          ref={menu}
          // Browsers make scrolling boxes focusable; the menu is reached through the combobox instead.
          tabIndex={-1}
          className={cx('menu', binding.className)}
          style={binding.style}
          aria-busy={loading || undefined}
        >
          {menuContent}
          {message}
        </div>
        <HiddenValues name={fieldName} form={form} values={submitted} />
        {required && (
          <ValidityAnchor
            inputRef={anchor}
            form={form}
            required
            disabled={disabled}
            filled={values.length > 0}
            onInvalid={onInvalid}
            focus={refocus}
          />
        )}
      </div>
    </SelectContext.Provider>
  );
}

/** The shared implementation of Select and MultiSelect (generic, with a ref). */
export const SelectRoot = forwardRef(SelectRootInner) as <T, U>(
  props: SelectRootProps<T, U> & { ref?: Ref<SelectHandle> },
) => ReactElement;

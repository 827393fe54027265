'use client';
// Semantic UI React's `options` props on sui-react's Select and MultiSelect: one adapter, used by
// Form.Select and Form.Dropdown (collections/form) and by compat's Dropdown and Select. The native
// select does the work (windowed options, keyboard, ARIA combobox, form submission); this file turns
// Semantic UI React's option objects, values and `(event, data)` handlers into its props.
import {
  forwardRef,
  isValidElement,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Flag } from '../elements/flag/index.js';
import { Icon } from '../elements/icon/index.js';
import { Image, type ImageProps } from '../elements/image/index.js';
import { Label, LabelDetail, type LabelProps } from '../elements/label/index.js';
import { LABEL_VARIATIONS, pointingClass } from '../elements/label/Label.js';
import { cx } from '../internal/classNames.js';
import { variations } from '../internal/kit.js';
import { shorthand, toContent, toName, toSrc } from '../internal/shorthand.js';
import { badProp, DEV } from '../internal/errors.js';
import { useFormReset } from '../internal/form.js';
import type { Handler } from '../internal/vocabulary.js';
import { MultiSelect } from '../modules/select/MultiSelect.js';
import { Select } from '../modules/select/Select.js';
import { SelectOption } from '../modules/select/SelectOption.js';
import type { SelectBaseProps, SelectHandle } from '../modules/select/SelectRoot.js';

/** A value as Semantic UI React takes it. */
export type DropdownValue = string | number | boolean;

// Development-only code is behind `process.env.NODE_ENV` written out (internal/errors.ts).
declare const process: { env: { NODE_ENV?: string } };

/** An option as Semantic UI React writes it. */
export interface DropdownItemOption {
  /** A React key (not needed: the value is one). */
  key?: string | number;
  /** The text shown, in the menu and as the chosen value; the search matches it. */
  text?: ReactNode;
  /** The value chosen. */
  value: DropdownValue;
  /** Refuses the option. */
  disabled?: boolean;
  /** Shown instead of `text` in the menu. */
  content?: ReactNode;
  /** Extra text at the right of the option. */
  description?: ReactNode;
  /** An icon before the text: its name or an element. */
  icon?: string | ReactElement;
  /** An image before the text: its props (`{ avatar: true, src }`) or an element. */
  image?: ImageProps | ReactElement;
  /** A flag before the text: its country name or code. */
  flag?: string;
  /** A label before the text: its props (`{ color: 'red', empty: true, circular: true }`) or an element. */
  label?: LabelProps | ReactElement;
}

/** A chosen label's props, as `renderLabel` and `onLabelClick` get them. */
export interface DropdownLabelProps {
  /** Whether it is the active label (`selectedLabel`). */
  active: boolean;
  /** Its option's value. */
  value: DropdownValue;
  /** Its option's text. */
  content: ReactNode;
}

/** What `renderLabel` may return: a text, a Label's props, a Label element, or nothing (the defaults). */
export type DropdownLabelShorthand =
  string | number | LabelProps | ReactElement<LabelProps> | null | undefined;

/** The older name (collections/form): an option as Semantic UI React writes it. */
export type FormSelectOption = DropdownItemOption;

/** What `onChange` and `onAddItem` get besides the event: the props and the (new) `value`. */
export type FormSelectOnChangeData = FormSelectProps & { value: DropdownValue | DropdownValue[] };

/** What `onSearchChange` gets besides the event: the props and the new `searchQuery`. */
export type DropdownOnSearchChangeData = FormSelectProps & { searchQuery: string };

export interface FormSelectProps extends Omit<
  SelectBaseProps<DropdownItemOption, DropdownValue>,
  | 'options'
  | 'optionsFilter'
  | 'optionsLookup'
  | 'searchable'
  | 'labelField'
  | 'valueField'
  | 'onChange'
  | 'defaultValue'
  | 'children'
  | 'icon'
  | 'onOpenChange'
  | 'onQueryChange'
  | 'query'
  | 'defaultQuery'
  | 'minCharacters'
  | 'text'
> {
  /**
   * What the dropdown shows whatever is chosen, in place of the chosen option or the placeholder
   * (a button that opens a search of languages: "Select Language").
   * @native Select text
   */
  text?: ReactNode;
  /**
   * The options: `{ key, value, text, … }`.
   * @native Select options — with `labelField: 'text'` and `valueField: 'value'`
   */
  options?: readonly DropdownItemOption[];
  /**
   * The chosen value (controlled; an array with `multiple`); `''` or `null` for none.
   * @native Select value
   */
  value?: DropdownValue | readonly DropdownValue[] | null;
  /**
   * The value at first (uncontrolled), and again after a form reset.
   * @native Select defaultValue
   */
  defaultValue?: DropdownValue | readonly DropdownValue[] | null;
  /** Several values, shown as labels. */
  multiple?: boolean;
  /**
   * Lets the user type to filter the options: `true` keeps those whose text contains the query
   * (ignoring case), a function `(options, query) => options` filters them itself.
   * @native Select searchable — a filter function becomes `optionsFilter`
   */
  search?: boolean | ((options: DropdownItemOption[], query: string) => DropdownItemOption[]);
  /** Semantic UI React's props for its search input: taken, and not used (the input has its own). */
  searchInput?: Record<string, unknown>;
  /** The caret icon's name. @default 'dropdown' */
  icon?: string;
  /** With `search`, matches letters whatever their accents (`e` finds `é`). @default false */
  deburr?: boolean;
  /** With `search`, offers the typed text as a new option (see `onAddItem`). */
  allowAdditions?: boolean;
  /** The text before the typed text in the offered option. @default 'Add ' */
  additionLabel?: string;
  /** Where the offered option goes. @default 'top' */
  additionPosition?: 'top' | 'bottom';
  /**
   * Called when the user chooses the offered option, with the props and the new `value` (add it to
   * `options` here), before `onChange`.
   */
  onAddItem?: Handler<SyntheticEvent<HTMLElement>, FormSelectOnChangeData>;
  /**
   * With `multiple`, called with the click and the label's `content` (its option's text) and
   * `value` when one of the chosen labels is clicked (not its remove button).
   * @native MultiSelect onLabelClick — called with the option and the click
   */
  onLabelClick?: Handler<MouseEvent<HTMLElement>, DropdownLabelProps>;
  /**
   * With `multiple`, the value whose label shows as active (controlled). Without it, a click on a
   * label makes that label the active one.
   * @native MultiSelect labelClassName — `'active'` for that value's label
   */
  selectedLabel?: DropdownValue;
  /** With `multiple`, the value whose label shows as active at first (uncontrolled). */
  defaultSelectedLabel?: DropdownValue;
  /**
   * With `multiple`, makes each chosen label from its option, its place among the chosen and the
   * label's own props (`active`, `value`, `content`): return a text, the props of a Label (`color`,
   * `basic`, `icon`, `image`, `detail`, `content`…) or a Label element, whose props are taken.
   * @native MultiSelect renderLabel — with labelClassName for the label's classes
   */
  renderLabel?: (
    item: DropdownItemOption,
    index: number,
    defaultProps: DropdownLabelProps,
  ) => DropdownLabelShorthand;
  /** The caret becomes a clear button while a value is chosen. */
  clearable?: boolean;
  /** Shows the kit's loading spinner in place of the caret. */
  loading?: boolean;
  /** Whether the menu is open (controlled, with `onOpen` and `onClose`). */
  open?: boolean;
  /** Whether the menu starts open. @default false */
  defaultOpen?: boolean;
  /** Called with the event and the props when the menu opens. */
  onOpen?: Handler<SyntheticEvent<HTMLElement> | null, FormSelectProps>;
  /** Called with the event and the props when the menu closes. */
  onClose?: Handler<SyntheticEvent<HTMLElement> | null, FormSelectProps>;
  /** Called with the typing event and the props with the new `searchQuery`. */
  onSearchChange?: Handler<SyntheticEvent<HTMLElement>, DropdownOnSearchChangeData>;
  /**
   * With `search`, the search text (controlled: update it from `onSearchChange`).
   * @native Select query
   */
  searchQuery?: string;
  /**
   * With `search`, the search text at first (uncontrolled).
   * @native Select defaultQuery
   */
  defaultSearchQuery?: string;
  /**
   * With `search`, the fewest characters typed before the menu opens (1, or 0: it opens at once,
   * on a click too). A whole number.
   * @default 1
   * @native Select minCharacters — 1 here is 0 there
   */
  minCharacters?: number;
  /** The text shown when the search matches nothing (`null`: none). */
  noResultsMessage?: string | null;
  /**
   * A header above the options (the kit's `.header` in the menu), for up to 100 options without
   * `lazyLoad`: a list drawn windowed has none, and says so in development.
   */
  header?: ReactNode;
  /**
   * Draws the options only while the menu is open. A short list (up to 100 options) is otherwise
   * drawn closed too, as Semantic UI React does; a longer one is always drawn only while open, and
   * only the options in view.
   * @default false
   */
  lazyLoad?: boolean;
  /**
   * Called with the click or key that chose a value (null after a form reset) and the props with
   * the new `value`.
   */
  onChange?: Handler<SyntheticEvent<HTMLElement>, FormSelectOnChangeData>;
}

/** Up to this many options, the closed menu draws them too (as Semantic UI React does). */
export const CLOSED_ITEMS_LIMIT = 100;

const none = (value: unknown) => value === '' || value === undefined || value === null;

/** Several values from Semantic UI React's: an array, or one value (none for `''` and null). */
const list = (value: unknown): DropdownValue[] =>
  Array.isArray(value) ? value : none(value) ? [] : [value as DropdownValue];

/** The first value of a list that comes twice, if any. */
function repeated(values: readonly unknown[]): { value: unknown } | null {
  const seen = new Set<unknown>();
  for (const value of values) {
    if (seen.has(value)) return { value };
    seen.add(value);
  }
  return null;
}

/**
 * Refuses what the adapter cannot draw, naming the component the user wrote (`Form.Select`,
 * `Dropdown`): an `additionPosition` other than top or bottom, a `minCharacters` that is not a
 * whole number, a NaN `text` or `header`, options that are not objects or share a value (the menu
 * keys its items by value), and a multiple value that holds one twice.
 */
export function checkSelect(component: string, props: FormSelectProps): void {
  const { options, additionPosition, multiple, value, defaultValue, minCharacters = 1, text, header } = props;
  if (!Number.isInteger(minCharacters) || minCharacters < 0)
    badProp(component, 'minCharacters', DEV && 'a whole number, 0 or more', minCharacters);
  // NaN has no text (React would warn and show "NaN"). The dropdown of actions checks these two too.
  if (Number.isNaN(text)) badProp(component, 'text', DEV && 'a text or an element', text);
  if (Number.isNaN(header)) badProp(component, 'header', DEV && 'a text or an element', header);
  if (additionPosition !== undefined && additionPosition !== 'top' && additionPosition !== 'bottom')
    badProp(component, 'additionPosition', DEV && "'top' or 'bottom'", JSON.stringify(additionPosition));
  if (options !== undefined) {
    if (!Array.isArray(options))
      badProp(component, 'options', DEV && 'a list of { text, value } objects', options);
    const bad = options.find((option) => option === null || typeof option !== 'object');
    if (bad !== undefined) badProp(component, 'options', DEV && 'a list of { text, value } objects', bad);
    const twice = repeated(options.map((option) => option.value));
    if (twice)
      badProp(component, 'options', DEV && 'options with distinct values', JSON.stringify(twice.value));
  }
  for (const [prop, given] of [
    ['value', value],
    ['defaultValue', defaultValue],
  ] as const) {
    const twice = multiple && Array.isArray(given) ? repeated(given) : null;
    if (twice) badProp(component, prop, DEV && 'a list of distinct values', JSON.stringify(twice.value));
  }
}

/** The plain text of an option (what the default search matches). */
export const optionText = (option: DropdownItemOption): string =>
  typeof option.text === 'string' || typeof option.text === 'number'
    ? String(option.text)
    : String(option.value);

/** The image, icon, flag and label before an option's text (Semantic UI React's order). */
export function decorations(option: DropdownItemOption): ReactNode {
  const { flag, icon, image, label } = option;
  return (
    <>
      {isValidElement(image) ? image : image ? <Image alt="" {...(image as ImageProps)} /> : null}
      {typeof icon === 'string' ? <Icon name={icon as never} /> : icon}
      {flag ? <Flag name={flag as never} /> : null}
      {isValidElement(label) ? label : label ? <Label {...(label as LabelProps)} /> : null}
    </>
  );
}

/** An option as the chosen value shows it: its decorations and text. */
function chosenContent(option: DropdownItemOption): ReactNode {
  return (
    <>
      {decorations(option)}
      {option.text}
    </>
  );
}

/**
 * A chosen label's classes and content from what `renderLabel` returned (Semantic UI React's Label
 * shorthand, over the label's own props): a text is the content; a Label's props or element give
 * the kit's classes of its variations, and its icon, image, content and detail in the Label
 * element's order. Nothing returned: the option's decorations and text, as the chosen value shows them.
 * (The Label element draws the same parts. One function shared by both made the elements 59 B
 * larger together, measured 2026-11-29, so each keeps its few lines.)
 */
function labelParts(
  made: DropdownLabelShorthand,
  own: DropdownLabelProps,
  option: DropdownItemOption,
): { className?: string; content: ReactNode } {
  if (made == null || typeof made !== 'object')
    return { className: own.active ? 'active' : undefined, content: made ?? chosenContent(option) };
  const props = Object.assign({}, own, isValidElement(made) ? made.props : made) as LabelProps & {
    active?: boolean;
  };
  const { className, children, content, icon, image, detail, pointing } = props;
  const [classes] = variations('Label', LABEL_VARIATIONS, props as Record<string, unknown>);
  return {
    className: cx(classes, pointingClass(pointing), image === true && 'image', className) || undefined,
    content: children ?? (
      <>
        {shorthand(Icon, toName, icon)}
        {typeof image !== 'boolean' && shorthand<ImageProps>(Image, toSrc, image)}
        {content}
        {shorthand(LabelDetail, toContent, detail)}
      </>
    ),
  };
}

/** An option as the menu shows it: decorations, description and text in the kit's spans. */
export function itemContent(option: DropdownItemOption): ReactNode {
  return (
    <>
      {decorations(option)}
      {option.description != null && <span className="description">{option.description}</span>}
      <span className="text">{option.content ?? option.text}</span>
    </>
  );
}

/** The offered option's mark: its value is the typed text. */
const ADDITION = Symbol('addition');
type Addition = DropdownItemOption & { [ADDITION]?: true };

/**
 * Semantic UI React's Select and Dropdown props on the library's Select (or MultiSelect, with
 * `multiple`). The value is always controlled here (by `value`, or by this adapter's state), so that
 * `clearable` and `onAddItem` can change it.
 */
export const SelectControl = forwardRef<SelectHandle, FormSelectProps>(function SelectControl(props, ref) {
  const {
    options = [],
    value,
    defaultValue,
    multiple,
    search,
    searchInput: _s,
    type: _t,
    icon = 'dropdown',
    allowAdditions,
    deburr = false,
    additionLabel = 'Add ',
    additionPosition = 'top',
    onAddItem,
    onLabelClick,
    selectedLabel,
    defaultSelectedLabel,
    renderLabel,
    clearable,
    loading,
    open,
    defaultOpen = false,
    onOpen,
    onClose,
    onSearchChange,
    searchQuery,
    defaultSearchQuery,
    minCharacters = 1,
    noResultsMessage,
    header,
    lazyLoad = false,
    localeOverrides,
    className,
    onChange,
    ...rest
  } = props as FormSelectProps & { type?: string };
  checkSelect('Dropdown', props);
  // The native select hands over a value only: the event behind it is the last click, key or typing.
  const last = useRef<SyntheticEvent<HTMLElement> | null>(null);
  const record = (event: SyntheticEvent<HTMLElement>) => {
    last.current = event;
  };
  const handle = useRef<SelectHandle | null>(null);
  const [opened, setOpened] = useState(false);
  useImperativeHandle(ref, () => ({
    focus: () => handle.current?.focus(),
    open: () => handle.current?.open(),
    close: () => handle.current?.close(),
  }));
  const first = () => (multiple ? list(defaultValue) : list(defaultValue).slice(0, 1));
  const [own, setOwn] = useState(first);
  // The native select gets the value from here, so a form reset is this adapter's to follow: it
  // finds its form by the control's id (a Form field always has one) and puts the default back.
  const host = useRef<Element | null>(null);
  const id = (rest as { id?: string }).id;
  useEffect(() => {
    host.current = id ? document.getElementById(id) : null;
  }, [id]);
  useFormReset(host, (rest as { form?: string }).form, () => {
    if (value === undefined) setOwn(first());
  });
  const values = value === undefined ? own : multiple ? list(value) : list(value).slice(0, 1);
  const [ownLabel, setOwnLabel] = useState(defaultSelectedLabel);
  const activeLabel = selectedLabel === undefined ? ownLabel : selectedLabel;
  // Each label's parts, made once per render: the native select asks for its content and its classes apart.
  const labels = new Map<
    DropdownItemOption,
    { props: DropdownLabelProps; className?: string; content: ReactNode }
  >();
  const labelOf = (option: DropdownItemOption) => {
    let parts = labels.get(option);
    if (!parts) {
      const props = { active: option.value === activeLabel, value: option.value, content: option.text };
      const made = renderLabel?.(option, values.indexOf(option.value), props);
      parts = { props, ...labelParts(made, props, option) };
      labels.set(option, parts);
    }
    return parts;
  };
  // A controlled `open` drives the native menu through its handle.
  useEffect(() => {
    if (open === undefined) return;
    if (open) handle.current?.open();
    else handle.current?.close();
  }, [open]);
  useEffect(() => {
    if (defaultOpen && open === undefined) handle.current?.open();
    // Only on mount: defaultOpen is the first state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filter = useMemo(() => {
    if (!search && !allowAdditions) return undefined;
    const fold = (text: string) => {
      const lower = text.toLowerCase();
      return deburr ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower;
    };
    return (all: readonly DropdownItemOption[], query: string) => {
      const needle = fold(query.trim());
      // A search function's own list (anything else it returns counts as none), each value once:
      // the menu keys its items by value.
      const own: unknown = typeof search === 'function' ? search([...all], query) : false;
      const seen = new Set<unknown>();
      let found: DropdownItemOption[] | false = Array.isArray(own)
        ? own.filter(
            (option: DropdownItemOption) => option && !seen.has(option.value) && seen.add(option.value),
          )
        : false;
      if (!needle || (!allowAdditions && !deburr)) return found;
      found ||= all.filter((option) => fold(optionText(option)).includes(needle));
      if (!allowAdditions || all.some((option) => fold(optionText(option)) === needle)) return found;
      const offer: Addition = {
        key: 'addition',
        value: query.trim(),
        text: `${additionLabel}${query.trim()}`,
      };
      offer[ADDITION] = true;
      return additionPosition === 'top' ? [offer, ...found] : [...found, offer];
    };
  }, [search, allowAdditions, deburr, additionLabel, additionPosition]);

  const emit = (next: DropdownValue[]) => {
    const event = last.current as SyntheticEvent<HTMLElement>;
    const known = new Set(options.map((option) => option.value));
    const added = next.find((item) => !known.has(item) && !values.includes(item));
    if (value === undefined) setOwn(next);
    const data = multiple ? next : (next[0] ?? '');
    if (added !== undefined && allowAdditions) onAddItem?.(event, { ...props, value: added });
    onChange?.(event, { ...props, value: data });
  };
  const clear = clearable && values.length > 0;
  const small = !lazyLoad && options.length <= CLOSED_ITEMS_LIMIT;
  // Dropdown, Form.Select and Form.Dropdown share this adapter: the message names none of them.
  if (process.env.NODE_ENV !== 'production' && header != null && !small)
    console.error(
      `sui-react: a dropdown's header is not drawn with lazyLoad or above ${CLOSED_ITEMS_LIMIT} options (such a list is drawn windowed); it has ${options.length} options${lazyLoad ? ' and lazyLoad' : ''}.`,
    );
  const common = {
    ...rest,
    ref: handle,
    options,
    labelField: 'text',
    valueField: 'value',
    searchable: !!search,
    optionsFilter: filter,
    query: searchQuery,
    defaultQuery: defaultSearchQuery,
    // Semantic UI React's 1 (and 0) open the menu at once, on a click too, as the native 0 does.
    minCharacters: minCharacters > 1 ? minCharacters : 0,
    icon: clear ? `${icon} clear` : icon,
    className: [loading && 'loading', className].filter(Boolean).join(' ') || undefined,
    error: !!(rest as Record<string, unknown>)['aria-invalid'] || rest.error,
    localeOverrides:
      noResultsMessage === undefined
        ? localeOverrides
        : { ...localeOverrides, noResultsMessage: noResultsMessage ?? '' },
    renderOption: chosenContent,
    children: small
      ? (shownOptions: readonly DropdownItemOption[]) => {
          // Closed, Semantic UI React marks the option it would highlight first: the chosen one,
          // or the first that can be chosen.
          const chosen = multiple ? undefined : shownOptions.find((option) => option.value === values[0]);
          const first = opened ? undefined : (chosen ?? shownOptions.find((option) => !option.disabled));
          const items = shownOptions.map((option) => (
            <SelectOption
              key={String(option.key ?? option.value)}
              value={option}
              className={option === first ? 'selected' : undefined}
            >
              {itemContent(option)}
            </SelectOption>
          ));
          return header == null
            ? items
            : [
                <div key=":header" className="header">
                  {header}
                </div>,
                ...items,
              ];
        }
      : undefined,
    onClickCapture: (event: SyntheticEvent<HTMLElement>) => {
      record(event);
      if (clear && (event.target as Element).matches?.('i.clear')) {
        // The clear button empties the value and leaves the menu as it was.
        event.stopPropagation();
        emit([]);
      }
    },
    onKeyDownCapture: record,
    onChangeCapture: record,
    onOpenChange: (now: boolean) => {
      setOpened(now);
      (now ? onOpen : onClose)?.(last.current, props);
    },
    onQueryChange: (query: string) => {
      if (last.current?.type === 'change') onSearchChange?.(last.current, { ...props, searchQuery: query });
    },
  };
  if (multiple)
    return (
      <MultiSelect<DropdownItemOption, DropdownValue>
        {...(common as object)}
        value={values}
        onChange={(next) => emit(next)}
        onLabelClick={(option, event) => {
          setOwnLabel(option.value);
          onLabelClick?.(event, labelOf(option).props);
        }}
        labelClassName={(option) => labelOf(option).className}
        renderLabel={(option) => labelOf(option).content}
      />
    );
  return (
    <Select<DropdownItemOption, DropdownValue>
      {...(common as object)}
      value={values.length ? values[0] : null}
      onChange={(next) => emit(next === null || next === undefined ? [] : [next])}
    />
  );
});

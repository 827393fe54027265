'use client';
// Semantic UI React's Dropdown, and its Menu, Item, Header, Divider, SearchInput and Text, over
// sui-react's own modules. A dropdown that chooses among `options` (with `selection`, `search` or
// `multiple`, or no text of its own) is the native Select or MultiSelect, through the adapter Form.Select
// shares (./SelectAdapter): its options are windowed, so 10,000 of them stay fast. A dropdown of
// actions (a `Dropdown.Menu` child, or `text`/`trigger` with options, or `item`/`simple`) is the
// native Dropdown module, with its menu roles and its focus return to the trigger.
import {
  Children,
  forwardRef,
  isValidElement,
  useState,
  type ChangeEvent,
  type ElementType,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { cx } from '../internal/classNames.js';
import { ClosedTransitionClass } from '../internal/closedTransition.js';
import type { Handler } from '../internal/vocabulary.js';
import {
  Dropdown as NativeDropdown,
  DropdownDivider as NativeDivider,
  DropdownHeader as NativeHeader,
  DropdownItem as NativeItem,
  DropdownMenu as NativeMenu,
} from '../modules/dropdown/index.js';
import type { SelectHandle } from '../modules/select/SelectRoot.js';
import {
  checkSelect,
  decorations,
  itemContent,
  SelectControl,
  type DropdownItemOption,
  type DropdownLabelProps,
  type DropdownLabelShorthand,
  type DropdownValue,
  type FormSelectOnChangeData,
  type FormSelectProps,
} from './SelectAdapter.js';

export type { DropdownItemOption, DropdownLabelProps, DropdownLabelShorthand, DropdownValue };

// A development-only block is behind `process.env.NODE_ENV` written out, not the imported `DEV`:
// the bundler folds `DEV` only after it has kept the block (internal/errors.ts).
declare const process: { env: { NODE_ENV?: string } };

/** What a Dropdown's `onChange` and `onAddItem` get besides the event: its props and the `value`. */
export type DropdownOnChangeData = DropdownProps & { value: DropdownValue | DropdownValue[] };

export interface DropdownProps extends Omit<
  FormSelectProps,
  'onChange' | 'onAddItem' | 'onOpen' | 'onClose' | 'onSearchChange' | 'pointing' | 'children'
> {
  /** The element to render (`div`). Semantic UI React's `as`: taken, the native modules draw a `div`. */
  as?: ElementType;
  /**
   * The text of the trigger: in a dropdown of actions, its label; in one that chooses a value, what
   * it shows whatever is chosen, in place of the chosen option or the placeholder.
   */
  text?: ReactNode;
  /**
   * The trigger's content, in place of `text` (a dropdown of actions only: one that chooses a value
   * says so in development).
   */
  trigger?: ReactNode;
  /**
   * A header above the options (in a dropdown that chooses a value, above 100 options at most and
   * without `lazyLoad`: a list drawn windowed has none, and says so in development).
   */
  header?: ReactNode;
  /** Draws the dropdown as a menu item. */
  item?: boolean;
  /** Opens on hover with CSS alone (the kit's `simple`). */
  simple?: boolean;
  /** Without the button's background (with `button`). */
  basic?: boolean;
  /** Draws the dropdown as a button. */
  button?: boolean;
  /** With `button` and `icon`, a labeled icon button. */
  labeled?: boolean;
  /** The menu's arrow, on the side given (`true`: the top). */
  pointing?:
    boolean | 'left' | 'right' | 'top' | 'top left' | 'top right' | 'bottom' | 'bottom left' | 'bottom right';
  /** The side the menu opens to (the kit's `left` or `right` menu). */
  direction?: 'left' | 'right';
  /** Draws a box around the value (a form field). */
  selection?: boolean;
  /** Whether the dropdown shows as invalid (red). */
  error?: boolean;
  /** Whether the menu closes once a value is chosen (the native single select always does). @default true */
  closeOnChange?: boolean;
  /**
   * Semantic UI React's switches for what the native select always does, taken for compatibility:
   * the menu closes when focus leaves (`closeOnBlur`) and on Escape (`closeOnEscape`), opens when
   * the select takes focus (`openOnFocus`); the highlight stops at the first and last option
   * (`wrapSelection` is always false). The arrow keys move the highlight without choosing (`selectOnNavigation`
   * is always false): choosing takes Enter or a click, as the WAI-ARIA combobox pattern asks.
   */
  closeOnBlur?: boolean;
  /** Taken for compatibility: Escape always closes the menu (see `closeOnBlur`). */
  closeOnEscape?: boolean;
  /** Taken for compatibility: the select always opens on focus (see `closeOnBlur`). */
  openOnFocus?: boolean;
  /** Taken for compatibility: the arrow keys never choose (see `closeOnBlur`). */
  selectOnNavigation?: boolean;
  /** Taken for compatibility: the highlight never wraps (see `closeOnBlur`). */
  wrapSelection?: boolean;
  /**
   * Taken for compatibility: leaving the dropdown never chooses the highlighted option (Semantic UI
   * React's default did, for a single value); a value is chosen by Enter, Space or a click, as the
   * WAI-ARIA combobox pattern asks.
   */
  selectOnBlur?: boolean;
  /** Opens the menu upward at first (`upward`, when given, wins). */
  defaultUpward?: boolean;
  /** The content: a `Dropdown.Menu` makes this a dropdown of actions. */
  children?: ReactNode;
  /**
   * Called with the event and the props with the new `value` when the user chooses a value (an
   * action dropdown of `options` calls it for the item clicked).
   * @native Select onChange — called with the value, then the event
   */
  onChange?: Handler<SyntheticEvent<HTMLElement>, DropdownOnChangeData>;
  /** Called with the event and the props with the typed `value` when the user adds an option. */
  onAddItem?: Handler<SyntheticEvent<HTMLElement>, DropdownOnChangeData>;
  /** Called with the event (null when the change came from code) and the props when the menu opens. */
  onOpen?: Handler<SyntheticEvent<HTMLElement> | null, DropdownProps>;
  /** Called with the event (null when the change came from code) and the props when the menu closes. */
  onClose?: Handler<SyntheticEvent<HTMLElement> | null, DropdownProps>;
  /** Called with the typing event and the props with the new `searchQuery`. */
  onSearchChange?: Handler<SyntheticEvent<HTMLElement>, DropdownProps & { searchQuery: string }>;
}

/**
 * Whether Semantic UI React's props describe a dropdown of actions rather than a value chooser. A
 * menu of its own (children) with no `options` is one even with `selection`, `search` or `multiple`:
 * Semantic UI React draws that menu as given and has nothing to choose a value from, so those three
 * are only the kit's classes there (its "search in menu" filter of tags).
 */
export function isActionDropdown(props: DropdownProps): boolean {
  const menu = props.children !== undefined && props.children !== null;
  if (menu && props.options == null) return true;
  if (props.selection || props.search || props.multiple) return false;
  return menu || props.text !== undefined || props.trigger !== undefined || !!props.item || !!props.simple;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The trigger's content when Semantic UI React's dropdown has no text (an icon-only dropdown): the
 * native trigger still needs a name, so it gets `aria-label` or the icon's name, read by screen
 * readers only.
 */
function unlabelled(props: DropdownProps): ReactNode {
  const name = (props as { 'aria-label'?: string })['aria-label'] ?? props.icon;
  return name ? <span style={visuallyHidden}>{name}</span> : <></>;
}

/** Semantic UI React's switches for what the native select always does, which neither route passes on. */
const SWITCHES = 'closeOnBlur closeOnEscape openOnFocus selectOnNavigation selectOnBlur wrapSelection';

/** `props` without `keys` (a copy from a rest pattern, changed in place). */
function drop<T extends object>(props: T, keys: string[]): T {
  for (const key of keys) delete (props as Record<string, unknown>)[key];
  return props;
}

/** The props an action dropdown drops: the select's own, and the switches it takes for granted. */
const SELECT_ONLY = (
  `${SWITCHES} deburr onAddItem onLabelClick selectedLabel defaultSelectedLabel renderLabel ` +
  'onSearchChange searchQuery defaultSearchQuery minCharacters allowAdditions additionLabel additionPosition clearable noResultsMessage lazyLoad ' +
  'searchInput name form required formValue transition transitionDuration ' +
  'localeOverrides optionFormatter renderOption long short info success warning'
).split(' ');

/** A dropdown of actions on the native Dropdown module; `options` become its items. */
function ActionDropdown(props: DropdownProps) {
  const {
    as: _as,
    text,
    trigger,
    header,
    icon,
    options,
    value,
    defaultValue,
    onChange,
    open,
    defaultOpen,
    onOpen,
    onClose,
    item,
    simple,
    basic,
    labeled,
    loading,
    error,
    direction,
    closeOnChange,
    children,
    className,
    placeholder,
    multiple,
    selection,
    search,
    ...given
  } = props;
  // A NaN text or header, refused as in a dropdown that chooses a value (its other props are not
  // this one's: the check sees only these two).
  checkSelect('Dropdown', { text, header });
  // The select-only props, and the switches the native select takes for granted, have no meaning here.
  const rest = drop(given, SELECT_ONLY);
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const chosen = options?.find((option) => option.value === current);
  const label = trigger ?? text ?? chosen?.text ?? placeholder;
  // Closed, Semantic UI React marks the item it would highlight first: the chosen one, or the
  // first that can be chosen (the native menu highlights its own once open).
  const [opened, setOpened] = useState(false);
  const first = opened ? undefined : (chosen ?? options?.find((option) => !option.disabled));
  const menu =
    children !== undefined && children !== null ? (
      children
    ) : (
      <NativeMenu className={direction}>
        {header != null && <NativeHeader>{header}</NativeHeader>}
        {options?.map((option) => (
          <NativeItem
            key={String(option.key ?? option.value)}
            disabled={option.disabled}
            className={cx(option.value === current && 'active', option === first && 'selected')}
            onSelect={(event) => {
              if (value === undefined) setOwn(option.value);
              onChange?.(event, { ...props, value: option.value });
            }}
          >
            {itemContent(option)}
          </NativeItem>
        ))}
      </NativeMenu>
    );
  return (
    <NativeDropdown
      {...(rest as object)}
      // The native trigger needs a label; an icon-only dropdown gets an empty one.
      text={label === undefined || label === null || label === '' ? unlabelled(props) : label}
      textClassName="divider"
      icon={icon}
      open={open}
      defaultOpen={defaultOpen}
      autoClose={closeOnChange === false ? 'outsideClick' : undefined}
      onOpenChange={(now) => {
        setOpened(now);
        (now ? onOpen : onClose)?.(null, props);
      }}
      className={cx(
        item && 'item',
        simple && 'simple',
        basic && 'basic',
        labeled && 'labeled',
        loading && 'loading',
        error && 'error',
        multiple && 'multiple',
        selection && 'selection',
        search && 'search',
        className,
      )}
    >
      {menu}
    </NativeDropdown>
  );
}

const DropdownRoot = forwardRef<SelectHandle, DropdownProps>(function Dropdown(
  { defaultUpward, upward = defaultUpward, ...given },
  ref,
) {
  const props = { ...given, upward };
  // Semantic UI React marks a closed menu `menu transition`, without the kit's `hidden`.
  return (
    <ClosedTransitionClass.Provider value="">
      {isActionDropdown(props) ? <ActionDropdown {...props} /> : <SelectDropdown {...props} innerRef={ref} />}
    </ClosedTransitionClass.Provider>
  );
});

/** A dropdown that chooses among `options`: the shared adapter over the native Select. */
function SelectDropdown({ innerRef: ref, ...props }: DropdownProps & { innerRef: Ref<SelectHandle> }) {
  const {
    as: _as,
    trigger: _tr,
    item,
    simple,
    basic,
    button,
    labeled,
    pointing,
    direction: _d,
    closeOnChange: _cc,
    className,
    ...rest
  } = props;
  const point = pointing === true ? 'pointing' : pointing ? `${pointing} pointing` : undefined;
  if (process.env.NODE_ENV !== 'production') {
    // Not drawn: a developer who passes them would otherwise see nothing of them, and no reason why.
    const dropped = (['trigger', 'children'] as const).filter((key) => props[key] != null);
    if (dropped.length)
      console.error(
        `Dropdown: ${dropped.join(', ')} not drawn on a dropdown that chooses a value (one with selection, search or multiple, or with options and no text, trigger, item or simple): the native Select it is built on shows text, the chosen option or the placeholder, and draws its items from options. Give text for the trigger's words, or drop selection, search and multiple for a dropdown of actions.`,
      );
  }
  return (
    <SelectControl
      {...(drop(rest, SWITCHES.split(' ')) as FormSelectProps)}
      ref={ref}
      className={cx(
        item && 'item',
        simple && 'simple',
        basic && 'basic',
        button && 'button',
        labeled && 'labeled',
        point,
        className,
      )}
      textClassName="divider"
      onChange={props.onChange as FormSelectProps['onChange']}
    />
  );
}

export interface DropdownMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** The side the menu opens to. */
  direction?: 'left' | 'right';
  /** A long menu scrolls. */
  scrolling?: boolean;
  /** Semantic UI React's `open`: taken; the dropdown shows and hides its menu. */
  open?: boolean;
  /** The content, in place of `children`. */
  content?: ReactNode;
}

/**
 * Semantic UI React's search in a menu, as the native menu's filter and items: what comes before a
 * nested Dropdown.Menu (an Input, a divider, a header) is the filter, and that menu's children are
 * the items. Null when the menu holds no nested menu after something else.
 */
function splitFilter(children: ReactNode): [ReactNode, ReactNode] | null {
  const all = Children.toArray(children);
  const at = all.findIndex((child) => isValidElement(child) && child.type === DropdownMenu);
  if (at < 1) return null;
  const { children: items, content } = (all[at] as ReactElement<DropdownMenuProps>).props;
  return [
    all.slice(0, at),
    <>
      {items ?? content}
      {all.slice(at + 1)}
    </>,
  ];
}

/**
 * Semantic UI React's Dropdown.Menu: the native DropdownMenu (`role="menu"`). A search in it (an
 * Input above a nested scrolling menu of the items) is the native menu's `filter`, outside the
 * menu role, which may hold only items.
 */
export function DropdownMenu({
  direction,
  scrolling,
  open: _o,
  content,
  className,
  children,
  ...rest
}: DropdownMenuProps) {
  const [filter, items] = splitFilter(children ?? content) ?? [null, children ?? content];
  return (
    <NativeMenu {...rest} filter={filter} className={cx(direction, scrolling && 'scrolling', className)}>
      {items}
    </NativeMenu>
  );
}

export interface DropdownItemProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'content'>, Partial<Omit<DropdownItemOption, 'key'>> {
  /** Marks the item as the chosen one. */
  active?: boolean;
  /** Marks the item as highlighted. */
  selected?: boolean;
  /** Makes the item a link. */
  href?: string;
  /** Called with the click and the props when the item is chosen (not while disabled). */
  onClick?: Handler<MouseEvent<HTMLElement>, DropdownItemProps>;
}

/** Semantic UI React's Dropdown.Item: the native DropdownItem (`role="menuitem"`) with its shorthand. */
export function DropdownItem(props: DropdownItemProps) {
  const {
    active,
    selected,
    text,
    content,
    description,
    icon,
    image,
    flag,
    label,
    value: _v,
    onClick,
    className,
    children,
    ...rest
  } = props;
  const body =
    children !== undefined && children !== null ? (
      children
    ) : (
      <>
        {decorations({ value: '', icon, image, flag, label })}
        {description != null && <span className="description">{description}</span>}
        {(content ?? text) != null && <span className="text">{content ?? text}</span>}
      </>
    );
  return (
    <NativeItem
      {...rest}
      className={cx(active && 'active', selected && 'selected', className)}
      onSelect={onClick && ((event) => onClick(event, props))}
    >
      {body}
    </NativeItem>
  );
}

export interface DropdownHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** The heading text, in place of `children`. */
  content?: ReactNode;
  /** An icon before the text: its name or an element. */
  icon?: string | ReactElement;
}

/** Semantic UI React's Dropdown.Header: the native DropdownHeader. */
export function DropdownHeader({ content, icon, children, ...rest }: DropdownHeaderProps) {
  return (
    <NativeHeader {...rest}>
      {children ?? (
        <>
          {decorations({ value: '', icon })}
          {content}
        </>
      )}
    </NativeHeader>
  );
}

/** Semantic UI React's Dropdown.Divider: the native DropdownDivider. */
export const DropdownDivider = NativeDivider;

export interface DropdownSearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  /** Called with the typing event and the props with the new `value`. */
  onChange?: Handler<ChangeEvent<HTMLInputElement>, DropdownSearchInputProps & { value: string }>;
}

/** Semantic UI React's Dropdown.SearchInput: the kit's `search` input, for a search inside a menu. */
export function DropdownSearchInput(props: DropdownSearchInputProps) {
  const { className, onChange, type = 'text', ...rest } = props;
  return (
    <input
      autoComplete="off"
      {...rest}
      type={type}
      className={cx('search', className)}
      onChange={(event) => onChange?.(event, { ...props, value: event.target.value })}
    />
  );
}

export interface DropdownTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** The text, in place of `children`. */
  content?: ReactNode;
}

/** Semantic UI React's Dropdown.Text: the kit's `.text`, announced politely when it changes. */
export function DropdownText({ content, children, className, ...rest }: DropdownTextProps) {
  return (
    <div aria-atomic aria-live="polite" role="alert" {...rest} className={cx('text', className)}>
      {children ?? content}
    </div>
  );
}

/**
 * Semantic UI React's Dropdown. With `options` (and `selection`, `search` or `multiple`) it is the
 * native Select or MultiSelect: a WAI-ARIA combobox whose options are windowed, so that 10,000
 * stay fast; a short list (100 options or fewer) is drawn in the closed menu too, as Semantic UI
 * React draws it. With a `Dropdown.Menu` child (or `text`/`trigger` over `options`, `item`,
 * `simple`) it is the native Dropdown: a menu button whose focus returns to the trigger on close.
 * Handlers get `(event, data)` with `data` = the props and the new value.
 * @native Select, MultiSelect, Dropdown
 */
export const Dropdown = Object.assign(DropdownRoot, {
  Menu: DropdownMenu,
  Item: DropdownItem,
  Header: DropdownHeader,
  Divider: DropdownDivider,
  SearchInput: DropdownSearchInput,
  Text: DropdownText,
});

/** Semantic UI React's Select addon: a Dropdown with `selection`. */
const SelectRoot = forwardRef<SelectHandle, DropdownProps>(function Select(props, ref) {
  return <DropdownRoot selection {...props} ref={ref} />;
});

/** Semantic UI React's Select: a `selection` Dropdown over the native Select. */
export const Select = Object.assign(SelectRoot, {
  Menu: DropdownMenu,
  Item: DropdownItem,
  Header: DropdownHeader,
  Divider: DropdownDivider,
});

export type SelectProps = DropdownProps;
export type { FormSelectOnChangeData };

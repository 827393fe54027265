import {
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Size } from '../../internal/vocabulary.js';
import { ServerCheck, serverSet } from '../../internal/serverChecks.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useLatest } from '../../internal/useLatest.js';
import {
  DropdownContext,
  MenuContext,
  handledClicks,
  type DropdownContextValue,
  type MenuApi,
} from './context.js';
import {
  assertAutoClose,
  dropdownChainReducer,
  isNestedOpen,
  type DropdownAutoClose,
  type DropdownChain,
  type DropdownChainAction,
  type HighlightMove,
} from './state.js';
import { useMenuItem } from './useMenuItem.js';
import { DEV } from '../../internal/errors.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export const MISSING_MENU_ERROR = 'A <Dropdown> must contain a <DropdownMenu>.';

/** The check of the dropdown's layout effect, run on a server once the children have rendered. */
function checkServerMenu(server: Set<string> | null) {
  if (server && !server.has('menu')) throw new Error(MISSING_MENU_ERROR);
}

/** Open, close and toggle a dropdown from code (through a ref). */
export interface DropdownHandle {
  /** Opens the menu (and, for a nested dropdown, the menus around it). */
  open(): void;
  /** Closes the menu and every menu nested in it. */
  close(): void;
  /** Opens the menu when closed, closes it when open. */
  toggle(): void;
}

export interface DropdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The label of the button that opens the menu (the kit's `.text`). For a nested dropdown, the
   * label of its item. Required: undefined, null, an empty string, a boolean or NaN is an error.
   */
  text: ReactNode;
  /**
   * The icon after the label (before it, floated right, in a nested item), as its class names
   * without `icon`; `null` shows none.
   * @default 'dropdown'
   */
  icon?: string | null;
  /** Whether the menu is open (controlled). Pair it with `onOpenChange`. Outermost dropdown only. */
  open?: boolean;
  /**
   * Whether the menu starts open (uncontrolled). Outermost dropdown only.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes, by the user or by code. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether the dropdown ignores the user. Disabling an open dropdown closes it.
   * @default false
   */
  disabled?: boolean;
  /**
   * When the menu closes by itself: `itemClick` (a click on an item, a click outside, or Tab),
   * `outsideClick` (a click outside, or Tab) or `disabled` (never: only the trigger, Escape or
   * code close it). A nested dropdown takes its parent's value unless given its own.
   * @default 'itemClick'
   */
  autoClose?: DropdownAutoClose;
  /** Draws the dropdown as a button (add the button's own classes, `primary`..., in `className`). */
  button?: boolean;
  /** Text that sits in a sentence, without a box. */
  inline?: boolean;
  /** The menu floats below the trigger with a shadow. */
  floating?: boolean;
  /**
   * The menu has an arrow pointing at the trigger, on the side given (`true`: the menu below,
   * the arrow at its top).
   */
  pointing?:
    boolean | 'left' | 'right' | 'top' | 'top left' | 'top right' | 'bottom' | 'bottom left' | 'bottom right';
  /** The menu opens above the trigger. */
  upward?: boolean;
  /** A long menu scrolls instead of growing past a few items. */
  scrolling?: boolean;
  /** As narrow as its content. */
  compact?: boolean;
  /** As wide as its container. */
  fluid?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** The size of the text. */
  size?: Exclude<Size, 'medium'>;
  /**
   * More classes, added to the kit's `ui dropdown` (or to `item`, when nested) after the variation
   * props' classes, such as `primary` for a `button` dropdown or `link item` in a menu.
   */
  className?: string;
  /** More classes for the element that holds `text` (the kit's `.text`). */
  textClassName?: string;
  /** The `<DropdownMenu>`, and anything else to show inside the dropdown. */
  children?: ReactNode;
}

/** Dropdown's variation props and the classes they give (variations.test.ts checks them against dropdown.css). */
export const DROPDOWN_VARIATIONS = {
  button: 'key',
  inline: 'key',
  floating: 'key',
  pointing: 'keyOrValueKey',
  upward: 'key',
  scrolling: 'key',
  compact: 'key',
  fluid: 'key',
  inverted: 'key',
  size: 'value',
} as const satisfies VariationTable;

function uniqueClasses(classes: string): string {
  return Array.from(new Set(classes.split(' '))).join(' ');
}

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button pattern), with the kit's
 * dropdown markup. Put a `<DropdownMenu>` inside; a `<Dropdown>` placed in a menu becomes a nested
 * menu item.
 */
export const Dropdown = forwardRef<DropdownHandle, DropdownProps>(function Dropdown(
  {
    text,
    icon = 'dropdown',
    open: openProp,
    defaultOpen,
    onOpenChange,
    disabled = false,
    autoClose: autoCloseProp,
    className,
    textClassName,
    children,
    onClick,
    onKeyDown,
    onMouseEnter,
    onFocus,
    ...props
  },
  ref,
) {
  const [classes, rest] = variations('Dropdown', DROPDOWN_VARIATIONS, props);
  const parent = useContext(DropdownContext);
  // A dropdown in the menu of another one is nested: that one keeps the open state.
  const outer = useContext(MenuContext) ? parent : null;
  const nested = !!outer;
  const autoClose = autoCloseProp ?? parent?.autoClose ?? 'itemClick';
  assertAutoClose(autoClose);
  if (nested && (openProp !== undefined || defaultOpen !== undefined)) {
    throw new Error(
      DEV
        ? 'Dropdown: open and defaultOpen apply to the outermost dropdown; a nested dropdown opens from its parent menu.'
        : 'Dropdown: open or defaultOpen on a nested dropdown.',
    );
  }
  if (text === undefined || text === null || text === '' || typeof text === 'boolean' || Number.isNaN(text)) {
    const got = `(got ${typeof text === 'number' ? text : (JSON.stringify(text) ?? 'undefined')}).`;
    throw new Error(
      DEV
        ? `Dropdown: text is required; it labels the button that opens the menu ${got}`
        : `Dropdown: text is required ${got}`,
    );
  }

  const id = useId();
  const menuId = `${id}menu`;
  const labelId = `${id}label`;
  const element = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuApi = useRef<MenuApi>(null);
  const pendingHighlight = useRef<HighlightMove>(null);
  const [server] = useState(serverSet);

  // The outermost dropdown keeps the state of the whole chain.
  const [rootOpenState, setRootOpen] = useControllableState(openProp, defaultOpen ?? false, onOpenChange);
  const [path, setPath] = useState<readonly string[]>([]);
  const rootOpen = rootOpenState && !disabled;
  const ownChain = useMemo<DropdownChain>(
    () => ({ open: rootOpen, path: rootOpen ? path : [] }),
    [rootOpen, path],
  );
  const latest = useLatest({ chain: ownChain, setRootOpen, disabled });
  const ownDispatch = useCallback(
    (action: DropdownChainAction) => {
      const { chain, setRootOpen: setOpen, disabled: off } = latest.current;
      if (off && (action.type === 'open' || action.type === 'openRoot')) return;
      const next = dropdownChainReducer(chain, action);
      latest.current.chain = next;
      if (next.path !== chain.path) setPath(next.path);
      if (next.open !== chain.open) setOpen(next.open);
    },
    [latest],
  );

  const chain = outer ? outer.chain : ownChain;
  const dispatch = outer ? outer.dispatch : ownDispatch;
  const nestedPath = useMemo(() => (outer ? [...outer.nestedPath, id] : []), [outer, id]);
  const open = nested ? !disabled && isNestedOpen(chain, id) : rootOpen;

  const setOpen = useCallback(
    (next: boolean, highlight: HighlightMove | null = null) => {
      if (next) {
        pendingHighlight.current = highlight;
        dispatch(nested ? { type: 'open', id, ancestors: nestedPath.slice(0, -1) } : { type: 'openRoot' });
      } else {
        dispatch(nested ? { type: 'close', id } : { type: 'closeRoot' });
      }
    },
    [dispatch, nested, id, nestedPath],
  );
  const openRef = useLatest(open);

  useImperativeHandle(
    ref,
    () => ({
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen(!openRef.current),
    }),
    [setOpen, openRef],
  );

  useLayoutEffect(() => {
    if (!menu.current) throw new Error(MISSING_MENU_ERROR);
  }, []);

  // Disabling an open dropdown closes it, and says so.
  useEffect(() => {
    if (!disabled) return;
    if (nested) dispatch({ type: 'close', id });
    else if (rootOpenState) setRootOpen(false);
  }, [disabled, nested, dispatch, id, rootOpenState, setRootOpen]);

  // A nested dropdown reports its own changes (the root's go through useControllableState).
  const reported = useRef(open);
  useEffect(() => {
    if (!nested || reported.current === open) return;
    reported.current = open;
    onOpenChange?.(open);
  }, [nested, open, onOpenChange]);

  // Closing with focus inside the menu sends focus back to the trigger (or the parent item).
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (wasOpen.current && !open && active && menu.current?.contains(active)) {
      (nested ? element.current : trigger.current)?.focus();
    }
    wasOpen.current = open;
  }, [open, nested]);

  // A click outside closes the chain (not in `disabled` mode). The listener starts after the
  // click that opened the menu has finished.
  useEffect(() => {
    if (nested || !open || autoClose === 'disabled') return;
    const onDocumentClick = (event: globalThis.MouseEvent) => {
      if (!element.current?.contains(event.target as Node)) dispatch({ type: 'closeRoot' });
    };
    const timer = setTimeout(() => document.addEventListener('click', onDocumentClick));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onDocumentClick);
    };
  }, [nested, open, autoClose, dispatch]);

  const rootRef = outer ? outer.root : element;
  const context = useMemo<DropdownContextValue>(
    () => ({
      chain,
      dispatch,
      open,
      nestedPath,
      autoClose,
      menuId,
      labelId,
      owner: nested ? element : trigger,
      root: rootRef,
      menu,
      menuApi,
      takePendingHighlight: () => {
        const asked = pendingHighlight.current;
        pendingHighlight.current = null;
        return asked;
      },
      activate: () => {
        if (autoClose === 'itemClick') dispatch({ type: 'closeRoot' });
      },
      server,
    }),
    [chain, dispatch, open, nestedPath, autoClose, menuId, labelId, nested, rootRef, server],
  );

  const item = useMenuItem(disabled, nested);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || handledClicks.has(event.nativeEvent)) return;
    handledClicks.add(event.nativeEvent);
    // Clicks inside the menu belong to its items.
    if (disabled || menu.current?.contains(event.target as Node)) return;
    if (!nested && document.activeElement !== trigger.current) trigger.current?.focus();
    setOpen(!open);
  };

  const highlight = (move: HighlightMove) => {
    if (open) menuApi.current?.highlight(move, true);
    else setOpen(true, move);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    const key = event.key;
    if (nested) {
      // Keys on the nested item itself; keys in its menu are the menu's.
      if (event.target !== element.current) return;
      if (key === 'ArrowRight' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        highlight('first');
      }
      return;
    }
    if (key === 'Tab') {
      if (open && autoClose !== 'disabled') setOpen(false);
      return;
    }
    if (key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.target !== trigger.current) return;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      if (open) setOpen(false);
      else setOpen(true, 'first');
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      highlight(key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const icons = icon ? <i className={`${icon} icon`} aria-hidden="true" /> : null;
  const popup = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': menuId,
    'aria-disabled': disabled || undefined,
  } as const;

  return (
    <div
      {...rest}
      {...(nested && { id: item.id, role: 'menuitem', tabIndex: -1, 'aria-labelledby': labelId, ...popup })}
      ref={element}
      className={uniqueClasses(
        nested
          ? cx(classes, 'item', className, item.selected && 'selected', disabled && 'disabled')
          : cx('ui', classes, 'dropdown', className, open && 'active visible', disabled && 'disabled'),
      )}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        item.onMouseEnter(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        item.onFocus(event);
      }}
    >
      {nested && icons}
      {nested ? (
        <span className={cx(textClassName, 'text')} id={labelId}>
          {text}
        </span>
      ) : (
        <div
          ref={trigger}
          className={cx(textClassName, 'text')}
          id={labelId}
          role="button"
          tabIndex={disabled ? undefined : 0}
          {...popup}
        >
          {text}
        </div>
      )}
      {!nested && icons}
      <DropdownContext.Provider value={context}>
        {children}
        <ServerCheck check={() => checkServerMenu(server)} />
      </DropdownContext.Provider>
    </div>
  );
});

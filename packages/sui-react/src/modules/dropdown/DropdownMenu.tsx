import {
  Children,
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { assertDuration } from '../../internal/errors.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { MenuContext, handledClicks, useDropdownContext, useMenuContext } from './context.js';
import { EMPTY_TYPEAHEAD, isTypeaheadKey, typeaheadInput, typeaheadMatch } from '../../internal/typeahead.js';
import { DROPDOWN_TRANSITION, DROPDOWN_TRANSITION_MS, moveHighlight, type HighlightMove } from './state.js';
import { useMenuItem } from './useMenuItem.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export interface DropdownMenuProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the first enabled item is highlighted whenever the menu opens, also when opened by
   * the mouse or by code.
   * @default false
   */
  autoSelectFirst?: boolean;
  /**
   * The kit's transition that shows and hides the menu.
   * @default 'slide down'
   */
  transition?: string;
  /**
   * How long the transition runs, in milliseconds (0 or more).
   * @default 200
   */
  transitionDuration?: number;
  /**
   * What goes above the items, a field that filters them first (the kit's search in a menu, an
   * `Input` with the `search` class), with a divider or a header after it if wanted. It is drawn
   * outside the `role="menu"` list, which may hold only items, and the list then scrolls (the kit's
   * `scrolling menu`), hidden while it has no item: a message that nothing matches belongs in the
   * filter. The menu opens on its field when the user opens it; the down arrow goes from there to
   * the items, the up arrow from the first item back, and every other key edits the field.
   */
  filter?: ReactNode;
  /** The items: `DropdownItem`, `DropdownHeader`, `DropdownDivider`, and nested `Dropdown`s. */
  children?: ReactNode;
}

/** The items of a menu: those of its popup, or with a filter those of the list after it. */
function menuItems(popup: HTMLElement | null): HTMLElement[] {
  const list = popup?.getAttribute('role') ? popup : popup?.lastElementChild;
  return list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > [role="menuitem"]')) : [];
}

/** The field of a menu's filter, which comes before its items. */
const filterField = (popup: HTMLElement | null) => popup?.querySelector<HTMLElement>('input, textarea');

const isDisabled = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true';

function itemLabel(item: HTMLElement): string {
  const text = item.querySelector(':scope > .text');
  return (text ?? item).textContent ?? '';
}

/**
 * The menu of a `<Dropdown>` (`role="menu"`). Arrow keys, Home, End and typed characters move
 * the highlight over the enabled items; Left and Escape close a nested menu.
 */
export const DropdownMenu = forwardRef<HTMLDivElement, DropdownMenuProps>(function DropdownMenu(
  {
    autoSelectFirst = false,
    transition = DROPDOWN_TRANSITION,
    transitionDuration = DROPDOWN_TRANSITION_MS,
    className,
    style,
    filter,
    children,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const dropdown = useDropdownContext('DropdownMenu');
  dropdown.server?.add('menu');
  assertDuration('DropdownMenu', transitionDuration);
  const { open, menu, menuApi, takePendingHighlight, owner, root, nestedPath, dispatch } = dropdown;
  useImperativeHandle(ref, () => menu.current as HTMLDivElement, [menu]);
  // With a filter, `menu` is the popup (what the dropdown shows, hides and keeps focus in), and the
  // `role="menu"` list of the items is its last child.
  const hasFilter = filter !== undefined && filter !== null;

  const binding = useShowHide(open, transition, transitionDuration);

  const [activeId, setActiveId] = useState<string | null>(null);
  const typeahead = useRef(EMPTY_TYPEAHEAD);

  const highlightIndex = useCallback(
    (index: number, focus: boolean) => {
      const item = menuItems(menu.current)[index];
      if (!item) return;
      setActiveId(item.id);
      if (focus) item.focus();
    },
    [menu],
  );
  const currentIndex = useCallback(() => {
    const items = menuItems(menu.current);
    return items.findIndex((el) => el.id === activeId || el === document.activeElement);
  }, [menu, activeId]);
  const move = useCallback(
    (to: HighlightMove, focus: boolean) => {
      const disabled = menuItems(menu.current).map(isDisabled);
      highlightIndex(moveHighlight(disabled, currentIndex(), to), focus);
    },
    [menu, currentIndex, highlightIndex],
  );
  useImperativeHandle(menuApi, () => ({ highlight: move }), [move]);

  // Once the menu shows, take the highlight asked for (or the first item with autoSelectFirst).
  // Focus moves in when the user is working in the dropdown, not when code opened it.
  const shown = binding.visible || binding.animating;
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // The highlight and the typed query belong to one opening of the menu.
    setWasOpen(open);
    setActiveId(null);
  }
  useLayoutEffect(() => {
    if (!open || !shown) return;
    const asked = takePendingHighlight();
    const want = asked ?? (autoSelectFirst ? 'first' : null);
    const active = document.activeElement;
    const working = !!asked || !!(active && root.current?.contains(active));
    // A menu with a filter opens on it, ready to type in, when the user opened it.
    const field = hasFilter && working && want !== 'last' && filterField(menu.current);
    if (field) return field.focus();
    if (want) move(want, working);
    // Only a change of open or shown asks for a new highlight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, shown]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const key = event.key;
    // Where the key was pressed: the list of items, the filter (the popup around the list), or a
    // nested dropdown's menu, whose keys are its own (its filter's too).
    const part = target.closest('.menu');
    const inList = part === (hasFilter ? menu.current!.lastElementChild : menu.current);
    // The filter keeps the keys that edit it: the arrows up and down leave it for the items, and
    // Escape closes.
    if (!inList && (part !== menu.current || !/^(ArrowDown|ArrowUp|Escape)$/.test(key))) return;
    const self = nestedPath[nestedPath.length - 1];
    const moves: Record<string, HighlightMove> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    if (moves[key]) {
      event.preventDefault();
      // Up from the first item goes back to the filter.
      const field = hasFilter && key === 'ArrowUp' && inList && filterField(menu.current);
      if (field) {
        const from = currentIndex();
        if (moveHighlight(menuItems(menu.current).map(isDisabled), from, 'previous') === from) {
          setActiveId(null);
          return field.focus();
        }
      }
      move(moves[key], true);
    } else if ((key === 'ArrowLeft' || key === 'Escape') && self) {
      event.preventDefault();
      dispatch({ type: 'close', id: self });
      owner.current?.focus();
    } else if (isTypeaheadKey(event)) {
      event.preventDefault();
      typeahead.current = typeaheadInput(typeahead.current, key, event.timeStamp);
      const items = menuItems(menu.current);
      const found = typeaheadMatch(
        items.length,
        (i) => (isDisabled(items[i]!) ? null : itemLabel(items[i]!)),
        currentIndex(),
        typeahead.current.query,
      );
      if (found >= 0) highlightIndex(found, true);
    }
  };

  const context = useMemo(() => ({ activeId: open ? activeId : null, setActiveId, open }), [activeId, open]);

  const items = <MenuContext.Provider value={context}>{children}</MenuContext.Provider>;
  const list = { id: dropdown.menuId, role: 'menu', 'aria-labelledby': dropdown.labelId };
  return (
    <div
      {...rest}
      {...(!hasFilter && list)}
      ref={menu}
      className={cx('menu', binding.className, className)}
      style={{ ...binding.style, ...style }}
      onKeyDown={handleKeyDown}
    >
      {hasFilter ? (
        <>
          {filter}
          {/* Hidden while the filter leaves it empty (a menu with no item is no menu; a message goes
              in the filter). `hidden` would not do: the kit shows a scrolling menu whatever it says. */}
          <div
            {...list}
            className="scrolling menu"
            style={Children.toArray(children).length ? undefined : { display: 'none' }}
          >
            {items}
          </div>
        </>
      ) : (
        items
      )}
    </div>
  );
});

type ItemElementProps = Omit<HTMLAttributes<HTMLElement>, 'onSelect'> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>;

export interface DropdownItemProps extends ItemElementProps {
  /** Called when the item is chosen, by a click or by Enter or Space. Not called while disabled. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Whether the item is shown dimmed, skipped by the arrow keys and ignores clicks.
   * @default false
   */
  disabled?: boolean;
  /** Extra text on the right of the item, such as a keyboard shortcut (the kit's `.description`). */
  description?: ReactNode;
  /** Makes the item a link (an `<a>`) to this address. */
  href?: string;
  /** The item's content: text, and icons before it. */
  children?: ReactNode;
}

/**
 * One action in a `<DropdownMenu>` (`role="menuitem"`). Choosing it calls `onSelect` and, in the
 * `itemClick` mode, closes the menus and returns focus to the trigger.
 */
export const DropdownItem = forwardRef<HTMLElement, DropdownItemProps>(function DropdownItem(
  {
    onSelect,
    disabled = false,
    description,
    href,
    className,
    children,
    onClick,
    onKeyDown,
    onMouseEnter,
    onFocus,
    ...rest
  },
  ref,
) {
  useMenuContext('DropdownItem');
  const dropdown = useDropdownContext('DropdownItem');
  const item = useMenuItem(disabled, true);
  const labelId = useId();
  const Tag = href === undefined ? 'div' : 'a';

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    handledClicks.add(event.nativeEvent);
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    onSelect?.(event);
    dropdown.activate();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  return (
    <Tag
      {...rest}
      ref={ref as never}
      id={item.id}
      href={disabled ? undefined : href}
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      aria-labelledby={description == null ? undefined : labelId}
      aria-describedby={description == null ? undefined : `${labelId}d`}
      className={cx('item', className, item.selected && 'selected', disabled && 'disabled')}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      onMouseEnter={(event: MouseEvent<HTMLElement>) => {
        onMouseEnter?.(event);
        item.onMouseEnter(event);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event);
        item.onFocus(event);
      }}
    >
      {description == null ? (
        children
      ) : (
        <>
          <span className="description" id={`${labelId}d`}>
            {description}
          </span>
          <span className="text" id={labelId}>
            {children}
          </span>
        </>
      )}
    </Tag>
  );
});

export interface DropdownHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** The heading text, and an icon before it if wanted. */
  children?: ReactNode;
}

/** A heading between groups of items in a `<DropdownMenu>` (the kit's `.header`). */
export function DropdownHeader({ className, children, ...rest }: DropdownHeaderProps) {
  return (
    <div role="none" {...rest} className={cx('header', className)}>
      {children}
    </div>
  );
}

export type DropdownDividerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/** A line between groups of items in a `<DropdownMenu>` (`role="separator"`). */
export function DropdownDivider({ className, ...rest }: DropdownDividerProps) {
  return <div role="separator" {...rest} className={cx('divider', className)} />;
}

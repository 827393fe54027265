import {
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
  /** The items: `DropdownItem`, `DropdownHeader`, `DropdownDivider`, and nested `Dropdown`s. */
  children?: ReactNode;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(':scope > [role="menuitem"]')) : [];
}

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
    if (!want) return;
    const active = document.activeElement;
    move(want, !!asked || !!(active && root.current?.contains(active)));
    // Only a change of open or shown asks for a new highlight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, shown]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.closest('[role="menu"]') !== menu.current) return;
    const key = event.key;
    const self = nestedPath[nestedPath.length - 1];
    const moves: Record<string, HighlightMove> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    if (moves[key]) {
      event.preventDefault();
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

  return (
    <div
      {...rest}
      ref={menu}
      id={dropdown.menuId}
      role="menu"
      aria-labelledby={dropdown.labelId}
      className={cx('menu', binding.className, className)}
      style={{ ...binding.style, ...style }}
      onKeyDown={handleKeyDown}
    >
      <MenuContext.Provider value={context}>{children}</MenuContext.Provider>
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

import { useContext, useId, type FocusEvent, type MouseEvent } from 'react';
import { DropdownContext, MenuContext } from './context.js';

/**
 * The part every menu item shares (plain items and nested dropdowns): an id, the highlight, and
 * highlight on hover and on focus. `inMenu` false gives inert handlers (a root dropdown).
 */
export function useMenuItem(disabled: boolean, inMenu: boolean) {
  const id = useId();
  const menu = useContext(MenuContext);
  const dropdown = useContext(DropdownContext);
  const active = inMenu && !!menu;
  return {
    id,
    selected: active && !disabled && menu.activeId === id,
    onMouseEnter(event: MouseEvent<HTMLElement>) {
      if (!active || disabled || !menu.open) return;
      menu.setActiveId(id);
      // Keyboard use carries on from the hovered item when the user is already in the dropdown.
      const root = dropdown?.root.current;
      if (root && root.contains(document.activeElement)) event.currentTarget.focus({ preventScroll: true });
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      if (active && !disabled && event.target === event.currentTarget) menu.setActiveId(id);
    },
  };
}

import { createContext, useContext, type RefObject } from 'react';
import type { DropdownAutoClose, DropdownChain, DropdownChainAction, HighlightMove } from './state.js';

/** What a menu offers its dropdown: moving the highlight from outside (the trigger's arrow keys). */
export interface MenuApi {
  highlight(move: HighlightMove, focus: boolean): void;
}

/** Shared by a dropdown, its menu, and the items and dropdowns nested in that menu. */
export interface DropdownContextValue {
  /** The open state of the whole chain, kept by the outermost dropdown. */
  chain: DropdownChain;
  dispatch: (action: DropdownChainAction) => void;
  /** Whether this dropdown's menu is open. */
  open: boolean;
  /** The ids of the nested dropdowns from the outermost to this one (empty for the root). */
  nestedPath: readonly string[];
  autoClose: DropdownAutoClose;
  menuId: string;
  labelId: string;
  /** Where focus goes back to when the menu closes: the trigger, or the parent item. */
  owner: RefObject<HTMLElement | null>;
  /** The outermost dropdown element. */
  root: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLDivElement | null>;
  menuApi: RefObject<MenuApi | null>;
  /** The highlight asked for when the menu was opened (once: it is cleared on reading). */
  takePendingHighlight(): HighlightMove | null;
  /** An item of this dropdown's menu was activated. */
  activate(): void;
  /** On the server only: where the menu reports itself while it renders. */
  server: Set<string> | null;
}

export const DropdownContext = createContext<DropdownContextValue | null>(null);

/** Shared by a menu and its items. */
export interface MenuContextValue {
  activeId: string | null;
  setActiveId(id: string): void;
  /** Whether the menu is open (items react to the mouse only then). */
  open: boolean;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useDropdownContext(component: string): DropdownContextValue {
  const ctx = useContext(DropdownContext);
  if (!ctx) throw new Error(`A <${component}> must be placed inside a <Dropdown>.`);
  return ctx;
}

export function useMenuContext(component: string): MenuContextValue {
  const ctx = useContext(MenuContext);
  if (!ctx) throw new Error(`A <${component}> must be placed inside a <DropdownMenu>.`);
  return ctx;
}

/** Click events already handled by an inner dropdown or item; outer dropdowns ignore them. */
export const handledClicks = new WeakSet<Event>();

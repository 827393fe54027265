import { assertOneOf } from '../../internal/errors.js';
/** When a dropdown closes by itself. */
export const DROPDOWN_AUTO_CLOSE = ['itemClick', 'outsideClick', 'disabled'] as const;
/**
 * - `itemClick`: a click on an item, a click outside or Tab closes the whole chain;
 * - `outsideClick`: only a click outside or Tab closes it;
 * - `disabled`: only the dropdown itself (its trigger, Escape, or code) closes it.
 */
export type DropdownAutoClose = (typeof DROPDOWN_AUTO_CLOSE)[number];

/** The menu transition and its duration, as the CSS kit's own dropdown uses them. */
export const DROPDOWN_TRANSITION = 'slide down';
export const DROPDOWN_TRANSITION_MS = 200;

export function assertAutoClose(value: string): asserts value is DropdownAutoClose {
  assertOneOf('Dropdown', 'autoClose', value, DROPDOWN_AUTO_CLOSE);
}

// ---------- The open chain ----------

/**
 * The open state of one dropdown and the dropdowns nested in it. `path` lists the open nested
 * dropdowns from the outermost inwards; each one is an item of the menu of the one before it (the
 * first one: of the root's menu). Only one branch is open at a time.
 */
export interface DropdownChain {
  readonly open: boolean;
  readonly path: readonly string[];
}

export type DropdownChainAction =
  /** Opens the root. */
  | { readonly type: 'openRoot' }
  /** Closes the root, and with it every nested dropdown. */
  | { readonly type: 'closeRoot' }
  /**
   * Opens a nested dropdown; `ancestors` are the nested dropdowns around it, outermost first.
   * Its ancestors (and the root) open too, and any other branch closes.
   */
  | { readonly type: 'open'; readonly id: string; readonly ancestors: readonly string[] }
  /** Closes a nested dropdown and every dropdown nested in it. */
  | { readonly type: 'close'; readonly id: string };

export const CLOSED_CHAIN: DropdownChain = { open: false, path: [] };

export function dropdownChainReducer(state: DropdownChain, action: DropdownChainAction): DropdownChain {
  switch (action.type) {
    case 'openRoot':
      return state.open ? state : { open: true, path: [] };
    case 'closeRoot':
      return state.open || state.path.length ? CLOSED_CHAIN : state;
    case 'open': {
      const path = [...action.ancestors, action.id];
      const same =
        state.open && state.path.length === path.length && path.every((id, i) => state.path[i] === id);
      return same ? state : { open: true, path };
    }
    case 'close': {
      const at = state.path.indexOf(action.id);
      return at < 0 ? state : { open: state.open, path: state.path.slice(0, at) };
    }
  }
}

/** Whether a nested dropdown is open: its root is open and it is on the open path. */
export function isNestedOpen(chain: DropdownChain, id: string): boolean {
  return chain.open && chain.path.includes(id);
}

// ---------- The highlighted item ----------

/** No item is highlighted. */
export const NONE = -1;

export type HighlightMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The item highlighted after a move, given which items are disabled. Disabled items are skipped;
 * moves stop at the ends of the list (no wrapping). With nothing highlighted, `next` goes to the
 * first enabled item and `previous` to the last. The result is always an enabled item, or NONE
 * when there is none.
 */
export function moveHighlight(disabled: readonly boolean[], current: number, move: HighlightMove): number {
  const enabled = disabled.flatMap((off, i) => (off ? [] : [i]));
  const first = enabled[0] ?? NONE;
  const last = enabled[enabled.length - 1] ?? NONE;
  // From outside the list, next starts at the top and previous at the bottom.
  const outside = current < 0 || current >= disabled.length;
  if (move === 'first' || (outside && move === 'next')) return first;
  if (move === 'last' || outside) return last;
  // At an end (or when the current item became disabled there), the nearest enabled item.
  return move === 'next'
    ? (enabled.find((i) => i > current) ?? last)
    : (enabled.filter((i) => i < current).pop() ?? first);
}

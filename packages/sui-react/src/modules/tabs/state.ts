/** One tab as the tabset sees it. */
export interface TabInfo {
  readonly id: string;
  readonly disabled: boolean;
}

/**
 * The state of a tabset: its tabs in the order of their headers, and the active one. Invariant:
 * whenever an enabled tab exists, exactly one tab is active and it is enabled; otherwise none is.
 */
export interface TabsState {
  readonly tabs: readonly TabInfo[];
  readonly active: string | null;
  /** A tab asked to be active before it joined the tabset; applied by the next `sync`. */
  readonly pending: string | null;
}

export type TabsAction =
  /** The tabs are now these, in this order (added, removed, disabled or enabled tabs). */
  | { readonly type: 'sync'; readonly tabs: readonly TabInfo[] }
  /** Activate a tab; a disabled tab cannot activate. */
  | { readonly type: 'activate'; readonly id: string }
  /** Deactivate a tab: when it is the active one, the nearest enabled tab takes over. */
  | { readonly type: 'deactivate'; readonly id: string };

export const initialTabsState: TabsState = { tabs: [], active: null, pending: null };

const enabledAt = (tabs: readonly TabInfo[], i: number) => (tabs[i] && !tabs[i].disabled ? tabs[i].id : null);

/**
 * The nearest enabled tab to index `from`: `from` itself (unless `skipFrom`), then leftwards, then
 * rightwards. Null when no tab is enabled (or only the skipped one).
 */
export function nearestEnabled(tabs: readonly TabInfo[], from: number, skipFrom = false): string | null {
  if (!skipFrom && enabledAt(tabs, from)) return enabledAt(tabs, from);
  for (let i = from - 1; i >= 0; i--) if (enabledAt(tabs, i)) return enabledAt(tabs, i);
  for (let i = from + 1; i < tabs.length; i++) if (enabledAt(tabs, i)) return enabledAt(tabs, i);
  return null;
}

const firstEnabled = (tabs: readonly TabInfo[]) => tabs.find((t) => !t.disabled)?.id ?? null;

/**
 * The rules of spec §4 and §5 for tabs:
 * - one tab is active; activating one deactivates the others; a disabled tab cannot activate;
 * - when the active tab is deactivated or disabled, the nearest enabled tab becomes active: the
 *   left neighbour, else the right one (skipping disabled tabs); deactivating the only enabled tab
 *   leaves it active;
 * - when the active tab is removed, the tab now at its index becomes active (the last one when it
 *   was the last), or the nearest enabled tab to that one;
 * - with no active tab, the first enabled one is.
 */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  const { tabs, active } = state;
  switch (action.type) {
    case 'activate': {
      const tab = tabs.find((t) => t.id === action.id);
      if (!tab) return state.pending === action.id ? state : { ...state, pending: action.id };
      return tab.disabled || active === tab.id ? state : { ...state, active: tab.id };
    }
    case 'deactivate': {
      if (action.id !== active) return state.pending === action.id ? { ...state, pending: null } : state;
      const next = nearestEnabled(
        tabs,
        tabs.findIndex((t) => t.id === active),
        true,
      );
      return next ? { ...state, active: next } : state;
    }
    case 'sync': {
      const next = action.tabs;
      const oldIndex = tabs.findIndex((t) => t.id === active);
      const newIndex = next.findIndex((t) => t.id === active);
      let chosen: string | null;
      if (
        state.pending &&
        enabledAt(
          next,
          next.findIndex((t) => t.id === state.pending),
        )
      ) {
        chosen = state.pending;
      } else if (newIndex >= 0) {
        // Still there: kept when enabled, else the nearest enabled tab.
        chosen = next[newIndex]!.disabled ? nearestEnabled(next, newIndex, true) : active;
      } else if (oldIndex >= 0) {
        // Removed: the tab that took its place, or the last one.
        chosen = nearestEnabled(next, Math.min(oldIndex, next.length - 1));
      } else {
        chosen = firstEnabled(next);
      }
      chosen ??= firstEnabled(next);
      const same =
        chosen === active &&
        state.pending === null &&
        next.length === tabs.length &&
        next.every((t, i) => t.id === tabs[i]!.id && t.disabled === tabs[i]!.disabled);
      return same ? state : { tabs: next, active: chosen, pending: null };
    }
  }
}

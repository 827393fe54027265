import {
  createContext,
  useContext,
  useId,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
  type Dispatch,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { moveIndex } from '../../internal/keys.js';
import { ServerCheck, isServerRender } from '../../internal/serverChecks.js';
import { useLatest } from '../../internal/useLatest.js';
import { initialTabsState, tabsReducer, type TabsAction, type TabsState } from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';
import { badProp, DEV } from '../../internal/errors.js';

export const MISSING_CONTENT_ERROR = 'A <TabHeader> must have a related <TabContent>.';
export const NO_TABS_ERROR = 'You cannot have no tabs!';

interface TabsetContextValue {
  /** The tabset's state as of its last commit. */
  getState(): TabsState;
  /** Calls `listener` after each commit that changed the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  dispatch: Dispatch<TabsAction>;
  /** `el` is null on a server, where headers register while rendering. */
  registerHeader(id: string, el: HTMLElement | null, disabled: boolean): () => void;
  registerContent(id: string): () => void;
  tabId(id: string): string;
  panelId(id: string): string;
  focus(id: string): void;
}

const TabsetContext = createContext<TabsetContextValue | null>(null);

/**
 * Whether tab `id` is the active one. Each header and content subscribes to this one fact, so a
 * change of tab renders the two tabs that changed, not all of them: switching among 200 tabs costs
 * what switching among 2 does.
 */
function useIsActive(tabset: TabsetContextValue, id: string): boolean {
  return useSyncExternalStore(
    tabset.subscribe,
    () => tabset.getState().active === id,
    () => tabset.getState().active === id,
  );
}

function useTabset(component: string, id: string): TabsetContextValue {
  const tabset = useContext(TabsetContext);
  if (!tabset) throw new Error(`A <${component}> must be placed inside a <Tabset>.`);
  if (typeof id !== 'string' || !id) {
    badProp(component, 'id', DEV && 'a non-empty string', JSON.stringify(id));
  }
  return tabset;
}

export interface TabsetProps {
  /** The `<TabHeader>`s and `<TabContent>`s, inside any markup (menus, segments, grids). */
  children?: ReactNode;
}

/**
 * Pairs `<TabHeader>`s with `<TabContent>`s by id and keeps exactly one tab active. Tabs are
 * ordered by their headers. It renders no element of its own: headers and contents sit in any
 * markup, and the element holding the headers gets `role="tablist"` (unless it has a role). A
 * tabset inside a tab content is independent of the outer one.
 */
export function Tabset({ children }: TabsetProps) {
  const [state, dispatch] = useReducer(tabsReducer, initialTabsState);
  // Counts registrations: the tabs are read again when it (or the children) changes.
  const [registrations, bump] = useReducer((n: number) => n + 1, 0);
  const headers = useRef(new Map<string, { el: HTMLElement | null; disabled: boolean }>());
  const contents = useRef(new Map<string, number>());
  const prefix = useId();
  const committed = useRef(state);
  const listeners = useRef(new Set<() => void>());

  const api = useMemo(() => {
    const safe = (id: string) => id.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0)}`);
    return {
      dispatch,
      getState: () => committed.current,
      subscribe(listener: () => void) {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      registerHeader(id: string, el: HTMLElement | null, disabled: boolean) {
        const map = headers.current;
        if (map.has(id)) {
          throw new Error(`Tabset: two <TabHeader>s have the id "${id}"; tab ids must be unique.`);
        }
        map.set(id, { el, disabled });
        bump();
        return () => {
          map.delete(id);
          bump();
        };
      },
      registerContent(id: string) {
        const map = contents.current;
        map.set(id, (map.get(id) ?? 0) + 1);
        bump();
        return () => {
          map.set(id, map.get(id)! - 1);
          if (!map.get(id)) map.delete(id);
          bump();
        };
      },
      tabId: (id: string) => `${prefix}tab-${safe(id)}`,
      panelId: (id: string) => `${prefix}panel-${safe(id)}`,
      focus: (id: string) => headers.current.get(id)?.el?.focus(),
    };
  }, [prefix]);

  // The tabs (header ids, in order) must be there and each needs its content. The browser checks in
  // the layout effect below; a server, where no effect runs, in the last child, once the children
  // have registered while rendering.
  const check = (ids: string[]) => {
    if (!ids.length) throw new Error(NO_TABS_ERROR);
    for (const id of ids) if (!contents.current.has(id)) throw new Error(MISSING_CONTENT_ERROR);
  };

  // The subscribed headers and contents learn of each new state once it is committed.
  useLayoutEffect(() => {
    if (committed.current === state) return;
    committed.current = state;
    for (const listener of listeners.current) listener();
  }, [state]);

  // After each render with new children or registrations (headers added, removed, moved or
  // disabled): check the pairs, then hand the ordered tabs to the reducer. A change of tab alone
  // does not sort the headers again.
  useLayoutEffect(() => {
    const entries = [...headers.current].sort(([, a], [, b]) =>
      a.el!.compareDocumentPosition(b.el!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    check(entries.map(([id]) => id));
    for (const [, { el }] of entries) {
      const list = el!.parentElement;
      if (list && !list.hasAttribute('role')) list.setAttribute('role', 'tablist');
    }
    dispatch({ type: 'sync', tabs: entries.map(([id, { disabled }]) => ({ id, disabled })) });
  }, [children, registrations]);

  return (
    <TabsetContext.Provider value={api}>
      {children}
      <ServerCheck check={() => check([...headers.current.keys()])} />
    </TabsetContext.Provider>
  );
}

export interface TabHeaderProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'id'> {
  /** The tab's id, unique in its tabset; the `<TabContent>` with the same id is its content. */
  id: string;
  /**
   * Activates (true) or deactivates (false) the tab when it changes, and on mount when true. The
   * tabset keeps one tab active, so follow `onActiveChange` to stay in step with it.
   */
  active?: boolean;
  /**
   * Whether the tab is active on mount (uncontrolled).
   * @default false
   */
  defaultActive?: boolean;
  /** Called with the new state whenever the tab becomes active or stops being active. */
  onActiveChange?: (active: boolean) => void;
  /**
   * Whether the tab cannot be activated. Disabling the active tab activates the nearest enabled one.
   * @default false
   */
  disabled?: boolean;
  /** Called when the tab becomes active. */
  onActivate?: () => void;
  /** Called when the tab stops being active. */
  onDeactivate?: () => void;
  /** The header text or content. */
  children?: ReactNode;
}

/**
 * A tab header: a Semantic UI menu `item` with `role="tab"`. A click activates it; the arrow keys
 * move to the previous or next enabled tab (wrapping), Home and End to the first and last, and
 * activate it. Only the active tab is in the Tab order.
 */
export function TabHeader({
  id,
  active,
  defaultActive = false,
  onActiveChange,
  disabled = false,
  onActivate,
  onDeactivate,
  className,
  children,
  onClick,
  onKeyDown,
  ...rest
}: TabHeaderProps) {
  const tabset = useTabset('TabHeader', id);
  const { dispatch, registerHeader } = tabset;
  if (isServerRender()) registerHeader(id, null, disabled);
  const element = useRef<HTMLAnchorElement>(null);
  const isActive = useIsActive(tabset, id);
  const events = useLatest({ onActiveChange, onActivate, onDeactivate });

  useLayoutEffect(() => registerHeader(id, element.current!, disabled), [registerHeader, id, disabled]);

  // `active` (or `defaultActive`) on mount, then every change of `active`, is a command.
  const lastActive = useRef<boolean | undefined | null>(null);
  useLayoutEffect(() => {
    const mount = lastActive.current === null;
    const changed = !mount && active !== undefined && active !== lastActive.current;
    lastActive.current = active;
    if (mount ? (active ?? defaultActive) : changed) {
      dispatch({ type: active === false ? 'deactivate' : 'activate', id });
    }
  }, [active, defaultActive, dispatch, id]);

  // Reported in the layout phase, so that a parent that binds `active` to these reports has caught
  // up before the next input: reported in a passive effect, its update could land after a quick
  // second click or key, and each stale `active` it passed back became a command that moved the
  // tab again, round and round ("Maximum update depth exceeded", found by the e2e fuzz).
  const wasActive = useRef(false);
  useLayoutEffect(() => {
    if (wasActive.current === isActive) return;
    wasActive.current = isActive;
    const { onActiveChange: change, onActivate: activated, onDeactivate: deactivated } = events.current;
    change?.(isActive);
    (isActive ? activated : deactivated)?.();
  }, [isActive, events]);

  const move = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    const enabled = tabset.getState().tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === id);
    const next = moveIndex(event.key, index, enabled.length, BACK, FORWARD);
    const target = next === null ? undefined : enabled[next];
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    dispatch({ type: 'activate', id: target.id });
    tabset.focus(target.id);
  };

  return (
    <a
      {...rest}
      ref={element}
      id={tabset.tabId(id)}
      role="tab"
      aria-selected={isActive}
      aria-controls={tabset.panelId(id)}
      aria-disabled={disabled || undefined}
      tabIndex={isActive ? 0 : -1}
      className={cx('item', isActive && 'active', disabled && 'disabled', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!disabled && !event.defaultPrevented) dispatch({ type: 'activate', id });
      }}
      onKeyDown={move}
    >
      {children}
    </a>
  );
}

const BACK = ['ArrowLeft', 'ArrowUp'];
const FORWARD = ['ArrowRight', 'ArrowDown'];

export interface TabContentProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** The id of the `<TabHeader>` this content belongs to. */
  id: string;
  /** What the tab shows. It stays mounted while the tab is hidden. */
  children?: ReactNode;
}

/**
 * The content of a tab (`ui tab`, `role="tabpanel"`), shown while its header is active. Where it
 * sits does not change the order of the tabs.
 */
export function TabContent({ id, className, children, ...rest }: TabContentProps) {
  const tabset = useTabset('TabContent', id);
  const { registerContent } = tabset;
  if (isServerRender()) registerContent(id);
  useLayoutEffect(() => registerContent(id), [registerContent, id]);
  const active = useIsActive(tabset, id);
  return (
    <div
      {...rest}
      id={tabset.panelId(id)}
      role="tabpanel"
      aria-labelledby={tabset.tabId(id)}
      tabIndex={0}
      hidden={!active}
      className={cx(!hasClass(className, 'ui') && 'ui', 'tab', active && 'active', className)}
    >
      {children}
    </div>
  );
}

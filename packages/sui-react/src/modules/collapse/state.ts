/** The default length of the height animation, in milliseconds. */
export const COLLAPSE_DEFAULT_DURATION = 350;

/** Where a collapse is and whether it is moving there. */
export interface CollapseState {
  /** The state it shows, or is animating towards. */
  readonly collapsed: boolean;
  /** Whether the height animation is running. */
  readonly animating: boolean;
}

export type CollapseAction =
  /** The `collapsed` prop changed; `animate` is false for instant changes (reduced motion, 0 ms). */
  | { readonly type: 'set'; readonly collapsed: boolean; readonly animate: boolean }
  /** The animation has run its course. */
  | { readonly type: 'finish' };

/** The first render never animates. */
export function initialCollapseState(collapsed: boolean): CollapseState {
  return { collapsed, animating: false };
}

export function collapseReducer(state: CollapseState, action: CollapseAction): CollapseState {
  if (action.type === 'finish') return state.animating ? { ...state, animating: false } : state;
  if (action.collapsed === state.collapsed) return state;
  return { collapsed: action.collapsed, animating: action.animate };
}

/** The state class: `collapsing` while animating either way, else `collapsed` or `expanded`. */
export function collapseClass(state: CollapseState): 'expanded' | 'collapsed' | 'collapsing' {
  if (state.animating) return 'collapsing';
  return state.collapsed ? 'collapsed' : 'expanded';
}

/** Whether the content is out of the page: collapsed and done animating. */
export function isCollapseHidden(state: CollapseState): boolean {
  return state.collapsed && !state.animating;
}

export function assertCollapseDuration(duration: number): void {
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
    throw new Error(
      `Collapse: duration must be a number of milliseconds, 0 or more (got ${String(duration)}).`,
    );
  }
}

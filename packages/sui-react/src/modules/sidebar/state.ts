/** How long the `animating` flag stays set after each visibility change, in milliseconds. */
export const SIDEBAR_ANIMATION_MS = 500;
/** The sidebar width the CSS kit uses for left and right sidebars, in pixels. */
export const SIDEBAR_DEFAULT_WIDTH = 260;

export const SIDEBAR_DIRECTIONS = ['left', 'right', 'top', 'bottom'] as const;
export type SidebarDirection = (typeof SIDEBAR_DIRECTIONS)[number];

export const SIDEBAR_TRANSITIONS = [
  'overlay',
  'uncover',
  'scale down',
  'push',
  'slide along',
  'slide out',
] as const;
export type SidebarTransition = (typeof SIDEBAR_TRANSITIONS)[number];

export type SidebarCommand = 'open' | 'close' | 'toggle';

/** The visibility a command leads to. */
export function applySidebarCommand(visible: boolean, command: SidebarCommand): boolean {
  if (command === 'open') return true;
  if (command === 'close') return false;
  return !visible;
}

/** Visibility plus the time until which the sidebar counts as animating (null: not animating). */
export interface SidebarAnimationState {
  readonly visible: boolean;
  readonly animatingUntil: number | null;
}

export type SidebarAnimationAction =
  /** The visibility is now `visible` (a change starts a new animating window). */
  | { readonly type: 'set'; readonly visible: boolean; readonly at: number }
  /** Time has passed: the window ends once `at` reaches it. */
  | { readonly type: 'tick'; readonly at: number };

export function sidebarAnimationReducer(
  state: SidebarAnimationState,
  action: SidebarAnimationAction,
): SidebarAnimationState {
  if (action.type === 'set') {
    if (action.visible === state.visible) return state;
    return { visible: action.visible, animatingUntil: action.at + SIDEBAR_ANIMATION_MS };
  }
  if (state.animatingUntil !== null && action.at >= state.animatingUntil) {
    return { ...state, animatingUntil: null };
  }
  return state;
}

/**
 * The inline transform of the sibling while the sidebar is visible: it moves aside by the sidebar's
 * size, except for the transitions that draw the sidebar over the content (overlay, scale down).
 */
export function pusherTransform(
  direction: SidebarDirection,
  transition: SidebarTransition,
  size: { width: number; height: number },
  visible: boolean,
): string | undefined {
  if (!visible || transition === 'overlay' || transition === 'scale down') return undefined;
  const x = direction === 'left' ? size.width : direction === 'right' ? -size.width : 0;
  const y = direction === 'top' ? size.height : direction === 'bottom' ? -size.height : 0;
  return `translate3d(${x}px, ${y}px, 0)`;
}

export function assertSidebarDirection(direction: string): asserts direction is SidebarDirection {
  if (!(SIDEBAR_DIRECTIONS as readonly string[]).includes(direction)) {
    throw new Error(
      `Sidebar: unknown direction "${direction}". Use one of: ${SIDEBAR_DIRECTIONS.join(', ')}.`,
    );
  }
}

export function assertSidebarTransition(transition: string): asserts transition is SidebarTransition {
  if (!(SIDEBAR_TRANSITIONS as readonly string[]).includes(transition)) {
    throw new Error(
      `Sidebar: unknown transition "${transition}". Use one of: ${SIDEBAR_TRANSITIONS.join(', ')}.`,
    );
  }
}

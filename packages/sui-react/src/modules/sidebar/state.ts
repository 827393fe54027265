import { assertOneOf, badProp, DEV } from '../../internal/errors.js';

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

/** Refuses an unknown direction or transition, and a width that is not a number of pixels. */
export function assertSidebarProps(direction: string, transition: string, width: number): void {
  assertOneOf('Sidebar', 'direction', direction, SIDEBAR_DIRECTIONS);
  assertOneOf('Sidebar', 'transition', transition, SIDEBAR_TRANSITIONS);
  if (!Number.isFinite(width) || width < 0)
    badProp('Sidebar', 'width', DEV && 'a number of pixels, 0 or more', width);
}

import { assertOneOf } from '../../internal/errors.js';
import type { Placement } from '../../internal/position.js';

/** The twelve placements: the side of the trigger first, then the alignment along that side. */
export const POPUP_PLACEMENTS = [
  'top left',
  'top',
  'top right',
  'bottom left',
  'bottom',
  'bottom right',
  'left top',
  'left',
  'left bottom',
  'right top',
  'right',
  'right bottom',
] as const;
export type PopupPlacement = (typeof POPUP_PLACEMENTS)[number];

export const POPUP_SIZES = ['mini', 'tiny', 'small', 'large', 'huge'] as const;
export type PopupSize = (typeof POPUP_SIZES)[number];

export const POPUP_WIDTHS = ['wide', 'very wide', 'flowing'] as const;
export type PopupWidth = (typeof POPUP_WIDTHS)[number];

export const POPUP_TRIGGERS = ['hover', 'click', 'outsideClick', 'focus', 'manual'] as const;
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];

/**
 * Refuses an unknown placement, trigger, size or width of a popup's settings (`options`: its own
 * props over its providers' and the defaults), naming the `Popup` when the value is one of its
 * `own` props and else the `PopupConfigProvider` that set it. (The provider does not check its
 * props itself: it stays small, for an app's first-load bundle.)
 */
export function assertPopupOptions(options: Record<string, unknown>, own: object): void {
  const lists = {
    placement: POPUP_PLACEMENTS,
    trigger: POPUP_TRIGGERS,
    size: POPUP_SIZES,
    width: POPUP_WIDTHS,
  };
  for (const [prop, allowed] of Object.entries(lists)) {
    const value = options[prop];
    // Placement and trigger always have a value; no size or width (any falsy one) means none.
    if (value || prop === 'placement' || prop === 'trigger') {
      const from = (own as Record<string, unknown>)[prop] === undefined ? 'PopupConfigProvider' : 'Popup';
      assertOneOf(from, prop, value, allowed);
    }
  }
}

/**
 * What happened, as seen by the trigger state machine: the pointer entered or left the trigger
 * (or the popup), focus arrived or left, a click on the trigger, a click outside both, Escape, or
 * a call on the handle.
 */
export type PopupEvent =
  'enter' | 'leave' | 'focus' | 'blur' | 'click' | 'outside' | 'escape' | 'open' | 'close' | 'toggle';

/**
 * The trigger state machine: whether the popup should be open after `event`.
 * - hover: the pointer or focus on the trigger opens it (focus too, as a tooltip must);
 * - click: a click toggles it; outsideClick: the same, and a click outside closes it;
 * - focus: focus opens it, a click opens it, leaving closes it;
 * - manual: only the handle opens and closes it.
 * Escape and the handle work with every trigger.
 */
export function nextPopupOpen(trigger: PopupTrigger, open: boolean, event: PopupEvent): boolean {
  const hover = trigger === 'hover';
  const focus = trigger === 'focus';
  const clicks = trigger === 'click' || trigger === 'outsideClick';
  switch (event) {
    case 'open':
      return true;
    case 'close':
    case 'escape':
      return false;
    case 'toggle':
      return !open;
    case 'enter':
      return hover || open;
    case 'leave':
      return !hover && open;
    case 'focus':
      return hover || focus || open;
    case 'blur':
      return !(hover || focus) && open;
    case 'click':
      return clicks ? !open : focus || open;
    case 'outside':
      return trigger !== 'outsideClick' && open;
  }
}

/** The Floating UI placement for a popup placement: `'top left'` → `'top-start'`. */
export function toFloatingPlacement(placement: PopupPlacement): Placement {
  const [side, align] = placement.split(' ');
  return (align ? `${side}-${align === 'left' || align === 'top' ? 'start' : 'end'}` : side) as Placement;
}

export { assertOneOf };

/** The open delay in milliseconds: a negative or non-finite delay counts as 0. */
export function clampDelay(delay: number): number {
  return Number.isFinite(delay) && delay > 0 ? delay : 0;
}

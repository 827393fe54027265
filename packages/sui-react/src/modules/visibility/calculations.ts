// Visibility's rules, apart from the DOM: the calculations from an element's rectangle and the view,
// and which callbacks a change of calculations calls.

/** Where an element is, relative to the view (the names and meanings of Semantic UI's calculations). */
export interface VisibilityCalculations {
  /** The element's bottom edge is above the bottom line (the view's top plus the bottom offset). */
  bottomPassed: boolean;
  /** The element's bottom edge is between the bottom line and the bottom of the view. */
  bottomVisible: boolean;
  /** Which way the element moved since the last report: `down` when the page scrolled down. */
  direction: 'down' | 'up';
  /** Both edges are in view: the element fits. */
  fits: boolean;
  /** The element's height in px. */
  height: number;
  /** The top edge has passed the top line and the bottom edge has not passed the bottom line. */
  passing: boolean;
  /** The share (0 to 1) of the element's height that has scrolled above the top of the view. */
  percentagePassed: number;
  /** The px of the element's height that have scrolled above the top of the view. */
  pixelsPassed: number;
  /** No part of the element is in view. */
  offScreen: boolean;
  /** Some part of the element is in view. */
  onScreen: boolean;
  /** The element's top edge is above the top line (the view's top plus the top offset). */
  topPassed: boolean;
  /** The element's top edge is between the top line and the bottom of the view. */
  topVisible: boolean;
  /** The element's width in px. */
  width: number;
}

/** The calculations before the first report: nothing known, nothing true. */
export const NO_CALCULATIONS: VisibilityCalculations = {
  bottomPassed: false,
  bottomVisible: false,
  direction: 'down',
  fits: false,
  height: 0,
  passing: false,
  percentagePassed: 0,
  pixelsPassed: 0,
  offScreen: false,
  onScreen: false,
  topPassed: false,
  topVisible: false,
  width: 0,
};

/** An element's box in the view's coordinates (px, top of the view at 0). */
export interface Box {
  top: number;
  height: number;
  width: number;
}

/** A number of px, or a share of the view's height written `'10%'`. */
export type OffsetValue = number | `${number}%`;

/** `offset` as given: one value for both lines, or `[top, bottom]`. */
export type VisibilityOffset = OffsetValue | readonly [OffsetValue, OffsetValue];

/** The px of one offset value in a view of the given height (`NaN` when it is not one). */
export function offsetPixels(value: OffsetValue, viewHeight: number): number {
  if (typeof value === 'number') return value;
  const match = /^(-?\d+(?:\.\d+)?)%$/.exec(String(value));
  return match ? (Number(match[1]) / 100) * viewHeight : NaN;
}

/** `[top, bottom]` offsets in px. */
export function normalizeOffset(offset: VisibilityOffset, viewHeight: number): [number, number] {
  const [top, bottom] = Array.isArray(offset) ? offset : [offset, offset];
  return [offsetPixels(top as OffsetValue, viewHeight), offsetPixels(bottom as OffsetValue, viewHeight)];
}

/**
 * The calculations for an element's box in a view `viewHeight` px high, with the top and bottom
 * lines `offsets` px below the view's top; `previousTop` (the box's last top, or null) gives the
 * direction.
 */
export function calculate(
  box: Box,
  viewHeight: number,
  [topOffset, bottomOffset]: readonly [number, number],
  previousTop: number | null,
): VisibilityCalculations {
  const { top, height, width } = box;
  const bottom = top + height;
  const topPassed = top < topOffset;
  const bottomPassed = bottom < bottomOffset;
  const pixelsPassed = bottomPassed ? 0 : Math.max(-top, 0);
  const percentagePassed = height > 0 ? Math.min(pixelsPassed / height, 1) : 0;
  const bottomVisible = bottom >= bottomOffset && bottom <= viewHeight;
  const topVisible = top >= topOffset && top <= viewHeight;
  const onScreen = (topVisible || topPassed) && !bottomPassed;
  return {
    bottomPassed,
    bottomVisible,
    direction: previousTop !== null && top > previousTop ? 'up' : 'down',
    fits: topVisible && bottomVisible,
    height,
    passing: topPassed && !bottomPassed,
    percentagePassed,
    pixelsPassed,
    offScreen: !onScreen,
    onScreen,
    topPassed,
    topVisible,
    width,
  };
}

/** The conditions that have callbacks, each with its callback and its reverse (when it has one). */
export const CONDITIONS = [
  ['bottomPassed', 'onBottomPassed', 'onBottomPassedReverse'],
  ['bottomVisible', 'onBottomVisible', 'onBottomVisibleReverse'],
  ['passing', 'onPassing', 'onPassingReverse'],
  ['offScreen', 'onOffScreen', null],
  ['onScreen', 'onOnScreen', null],
  ['topPassed', 'onTopPassed', 'onTopPassedReverse'],
  ['topVisible', 'onTopVisible', 'onTopVisibleReverse'],
] as const;

/** A condition callback's name. */
export type ConditionCallback = Exclude<(typeof CONDITIONS)[number][1 | 2], null>;

/** How often callbacks are called. */
export interface FireOptions {
  /** Call a callback on every report while its condition holds, not only when it becomes true. */
  continuous: boolean;
  /** Call each callback once only (until the options change). */
  once: boolean;
}

/**
 * Which callbacks a change from `previous` to `next` calls (reverse callbacks first, then the
 * others, each in `CONDITIONS` order), given what has been called already (`called`, updated in
 * place): a callback is called when its condition becomes true (its reverse: false), or on every
 * report while it holds with `continuous`; with `once`, never a second time. `onPassed` thresholds
 * (`'50%'` or px) are checked first, against the share or px passed.
 */
export function callbacksToFire(
  previous: VisibilityCalculations,
  next: VisibilityCalculations,
  { continuous, once }: FireOptions,
  called: Set<string>,
  passedThresholds: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const call = (name: string) => {
    if (!continuous && called.has(name)) return;
    out.push(name);
    called.add(name);
  };
  for (const key of passedThresholds) {
    const pixels = Number(key);
    if (pixels && next.pixelsPassed >= pixels) {
      call(`onPassed:${key}`);
      continue;
    }
    const percent = /^(\d+)%$/.exec(key);
    if (percent && next.percentagePassed >= Number(percent[1]) / 100) call(`onPassed:${key}`);
  }
  const step = (name: string, value: keyof VisibilityCalculations, reverse: boolean) => {
    const matches = next[value] !== reverse;
    const changed = next[value] !== previous[value];
    if (matches && (continuous || changed)) call(name);
    if (!once) called.delete(name);
  };
  for (const [value, , reverse] of CONDITIONS) if (reverse) step(reverse, value, true);
  for (const [value, forward] of CONDITIONS) step(forward, value, false);
  return out;
}

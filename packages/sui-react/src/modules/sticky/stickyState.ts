// Sticky's rules, apart from the DOM: which place the content takes, from what the observers last
// reported, and what that change announces.

/**
 * Where the content is:
 * - `top`: in its place in the page (not stuck);
 * - `fixed-top`: fixed to the top of the view, `offset` px down;
 * - `fixed-bottom`: fixed to the bottom of the view, `bottomOffset` px up (pushing, scrolling back);
 * - `bound`: held at the bottom of its context, which ends above it.
 */
export type StickyPlace = 'top' | 'fixed-top' | 'fixed-bottom' | 'bound';

/** What the observers last reported. */
export interface StickySignals {
  /** Where the content starts is above the top line (`offset` px below the top of the view). */
  passedTop: boolean;
  /** The context's bottom is above the top line plus the content's height: the content no longer fits. */
  contextEnded: boolean;
  /** The context's bottom is below the bottom line (`bottomOffset` px above the bottom of the view). */
  contextBelowView: boolean;
  /** Where the content starts is at or below the bottom line minus the content's height. */
  backAtStart: boolean;
}

/** The signals before anything is known: the content in its place. */
export const NO_SIGNALS: StickySignals = {
  passedTop: false,
  contextEnded: false,
  contextBelowView: true,
  backAtStart: true,
};

/**
 * The next place of the content. Without `pushing`, the content sticks to the top once its start
 * passes the top line, and stays with its context's bottom when the context ends. With `pushing`,
 * once held at the context's bottom it rides the bottom of the view while scrolling back up, until
 * it is back at its start.
 */
export function nextPlace(previous: StickyPlace, signals: StickySignals, pushing: boolean): StickyPlace {
  if (pushing && (previous === 'bound' || previous === 'fixed-bottom')) {
    if (signals.backAtStart || !signals.passedTop) return 'top';
    return signals.contextBelowView ? 'fixed-bottom' : 'bound';
  }
  if (!signals.passedTop) return 'top';
  return signals.contextEnded ? 'bound' : 'fixed-top';
}

/** The kit's classes for a place (`ui sticky` plus its state), for the content's element. */
export function placeClasses(place: StickyPlace, native: boolean): string {
  if (native) return 'ui native sticky';
  switch (place) {
    case 'top':
      return 'ui sticky';
    case 'fixed-top':
      return 'ui fixed top sticky';
    case 'fixed-bottom':
      return 'ui fixed bottom sticky';
    case 'bound':
      return 'ui bound bottom sticky';
  }
}

/** A Sticky callback's name. */
export type StickyEvent = 'onStick' | 'onUnstick' | 'onTop' | 'onBottom';

/**
 * What a change of place announces, in order: `onTop` then `onUnstick` when it returns to its place,
 * `onBottom` when it reaches its context's bottom, `onStick` when it leaves its place. Nothing when
 * the place is the same.
 */
export function placeEvents(previous: StickyPlace, next: StickyPlace): StickyEvent[] {
  if (previous === next) return [];
  if (next === 'top') return ['onTop', 'onUnstick'];
  const events: StickyEvent[] = [];
  if (next === 'bound') events.push('onBottom');
  if (previous === 'top') events.push('onStick');
  return events;
}

import { prefersReducedMotion } from '../../internal/reducedMotion.js';
import {
  clearQueuedTransitions,
  completeRunning,
  enqueue,
  initialQueueState,
  stopAllTransitions,
  stopTransition,
  type TransitionQueueState,
} from './queue.js';
import { TransitionDirection, type Transition } from './transition.js';

/** What a bound element renders at one moment. Immutable: a new object on every change. */
export interface TransitionSnapshot {
  /** Whether the element is visible (true during an `Out` animation, false during an `In` one). */
  readonly visible: boolean;
  /** Whether a transition is running. */
  readonly animating: boolean;
  /** The Semantic UI classes: `transition`, then `visible` / `hidden` / `animating in fade` .... */
  readonly className: string;
  /** Inline style while animating: the animation duration and the display value. */
  readonly style: { readonly animationDuration?: string; readonly display?: string };
}

function snapshotOf(state: TransitionQueueState, display: string, reduced: boolean): TransitionSnapshot {
  const { running, visible } = state;
  if (!running) {
    return {
      visible,
      animating: false,
      className: `transition ${visible ? 'visible' : 'hidden'}`,
      style: {},
    };
  }
  const { direction, transition } = running;
  // A static animation has no direction class.
  const way = direction === TransitionDirection.Static ? '' : `${direction} `;
  return {
    visible,
    animating: true,
    className: `transition ${visible ? 'visible ' : ''}animating ${way}${transition.classes.join(' ')}`,
    style: { animationDuration: `${reduced ? 0 : transition.duration}ms`, display },
  };
}

/**
 * Runs Semantic UI transitions on one element, one after another. `animate` queues a transition;
 * `stop` ends the running one and lets the queue continue; `stopAll` ends it and empties the queue;
 * `clearQueue` empties the queue only. Bind it to an element with `useTransitionBinding`.
 *
 * When the user prefers reduced motion, transitions end at once (their end state and callbacks
 * still apply).
 */
export interface TransitionController {
  /** The CSS display value the element gets while it animates. */
  readonly display: string;
  /** Whether the element is visible now. */
  readonly isVisible: boolean;
  /** Whether a transition is running. */
  readonly isAnimating: boolean;
  /** Queues a transition; it starts at once when nothing is running. */
  animate(transition: Transition): void;
  /** Ends the running transition (or drops the given queued one) and continues with the queue. */
  stop(transition?: Transition): void;
  /** Ends the running transition and empties the queue. */
  stopAll(): void;
  /** Empties the queue; the running transition carries on. */
  clearQueue(): void;
  /** Subscribes to changes; returns the unsubscribe function. (For `useSyncExternalStore`.) */
  readonly subscribe: (listener: () => void) => () => void;
  /** The current snapshot. (For `useSyncExternalStore`.) */
  readonly getSnapshot: () => TransitionSnapshot;
}

function createController(initiallyVisible = false, display = 'block'): TransitionController {
  let state = initialQueueState(initiallyVisible);
  let snapshot = snapshotOf(state, display, false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reduced = false;
  const listeners = new Set<() => void>();

  /**
   * Moves to the next state. When the running transition changes, the timer restarts for the new
   * one, and the one that ended (finished or stopped) gets its `onComplete` call, after the
   * listeners have seen its end state.
   */
  const update = (next: TransitionQueueState) => {
    const ended = state.running;
    state = next;
    const { running } = next;
    if (running !== ended) {
      clearTimeout(timer);
      if (running) {
        reduced = prefersReducedMotion();
        timer = setTimeout(() => update(completeRunning(state)), reduced ? 0 : running.transition.duration);
      }
    }
    const after = snapshotOf(next, display, reduced);
    if (
      after.className !== snapshot.className ||
      after.visible !== snapshot.visible ||
      after.style.animationDuration !== snapshot.style.animationDuration
    ) {
      snapshot = after;
      for (const listener of listeners) listener();
    }
    if (running !== ended) ended?.transition.onComplete();
  };

  return {
    display,
    get isVisible() {
      return state.visible;
    },
    get isAnimating() {
      return state.running !== null;
    },
    animate: (transition) => update(enqueue(state, transition)),
    stop: (transition) => update(stopTransition(state, transition)),
    stopAll: () => update(stopAllTransitions(state)),
    clearQueue: () => update(clearQueuedTransitions(state)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/**
 * Creates a controller: `new TransitionController(initiallyVisible = false, display = 'block')`,
 * `initiallyVisible` being whether the element starts visible and `display` the display value
 * used while animating.
 */
export const TransitionController = createController as unknown as new (
  initiallyVisible?: boolean,
  display?: string,
) => TransitionController;

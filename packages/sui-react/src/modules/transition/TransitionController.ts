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
export class TransitionController {
  /** The CSS display value the element gets while it animates. */
  readonly display: string;
  private state: TransitionQueueState;
  private snapshot: TransitionSnapshot;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reduced = false;
  private readonly listeners = new Set<() => void>();

  /**
   * @param initiallyVisible whether the element starts visible (default false)
   * @param display the display value used while animating (default "block")
   */
  constructor(initiallyVisible = false, display = 'block') {
    this.display = display;
    this.state = initialQueueState(initiallyVisible);
    this.snapshot = snapshotOf(this.state, display, false);
  }

  /** Whether the element is visible now. */
  get isVisible(): boolean {
    return this.state.visible;
  }

  /** Whether a transition is running. */
  get isAnimating(): boolean {
    return this.state.running !== null;
  }

  /** Queues a transition; it starts at once when nothing is running. */
  animate(transition: Transition): void {
    this.update(enqueue(this.state, transition));
  }

  /** Ends the running transition (or drops the given queued one) and continues with the queue. */
  stop(transition?: Transition): void {
    this.update(stopTransition(this.state, transition));
  }

  /** Ends the running transition and empties the queue. */
  stopAll(): void {
    this.update(stopAllTransitions(this.state));
  }

  /** Empties the queue; the running transition carries on. */
  clearQueue(): void {
    this.update(clearQueuedTransitions(this.state));
  }

  /** Subscribes to changes; returns the unsubscribe function. (For `useSyncExternalStore`.) */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot. (For `useSyncExternalStore`.) */
  readonly getSnapshot = (): TransitionSnapshot => this.snapshot;

  /**
   * Moves to the next state. When the running transition changes, the timer restarts for the new
   * one, and the one that ended (finished or stopped) gets its `onComplete` call, after the
   * listeners have seen its end state.
   */
  private update(next: TransitionQueueState): void {
    const ended = this.state.running;
    this.state = next;
    const { running } = next;
    if (running !== ended) {
      clearTimeout(this.timer);
      if (running) {
        this.reduced = prefersReducedMotion();
        this.timer = setTimeout(
          () => this.update(completeRunning(this.state)),
          this.reduced ? 0 : running.transition.duration,
        );
      }
    }
    const before = this.snapshot;
    const after = snapshotOf(next, this.display, this.reduced);
    if (
      after.className !== before.className ||
      after.visible !== before.visible ||
      after.style.animationDuration !== before.style.animationDuration
    ) {
      this.snapshot = after;
      for (const listener of this.listeners) listener();
    }
    if (running !== ended) ended?.transition.onComplete();
  }
}

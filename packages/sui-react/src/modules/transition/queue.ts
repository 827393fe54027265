import { TransitionDirection, type Transition } from './transition.js';

/** A transition whose direction has been resolved to In, Out or Static. */
export interface QueuedTransition {
  readonly transition: Transition;
  readonly direction: Exclude<TransitionDirection, 'either'>;
}

/**
 * The pure state of a transition controller. Invariant: when nothing is `running`, `queue` is
 * empty, because a queued transition starts as soon as the one before it ends.
 */
export interface TransitionQueueState {
  /** Whether the element is visible. During an `In` animation it becomes true only at the end. */
  readonly visible: boolean;
  readonly running: QueuedTransition | null;
  readonly queue: readonly QueuedTransition[];
}

export function initialQueueState(visible: boolean): TransitionQueueState {
  return { visible, running: null, queue: [] };
}

function visibilityAfter(visible: boolean, item: QueuedTransition): boolean {
  if (item.direction === TransitionDirection.In) return true;
  if (item.direction === TransitionDirection.Out) return false;
  return visible;
}

/** The visibility the element will have once the running and queued transitions have all ended. */
export function finalVisibility(state: TransitionQueueState): boolean {
  let visible = state.visible;
  if (state.running) visible = visibilityAfter(visible, state.running);
  for (const item of state.queue) visible = visibilityAfter(visible, item);
  return visible;
}

/** Resolves `Either` against what is already queued. */
export function resolveDirection(
  state: TransitionQueueState,
  transition: Transition,
): QueuedTransition['direction'] {
  if (transition.direction !== TransitionDirection.Either) return transition.direction;
  return finalVisibility(state) ? TransitionDirection.Out : TransitionDirection.In;
}

/** Appends a transition; it starts at once when nothing is running. */
export function enqueue(state: TransitionQueueState, transition: Transition): TransitionQueueState {
  const item: QueuedTransition = { transition, direction: resolveDirection(state, transition) };
  if (!state.running) return { ...state, running: item };
  return { ...state, queue: [...state.queue, item] };
}

/** Ends the running transition: its end visibility applies and the next queued one starts. */
export function completeRunning(state: TransitionQueueState): TransitionQueueState {
  if (!state.running) return state;
  const [next = null, ...rest] = state.queue;
  return { visible: visibilityAfter(state.visible, state.running), running: next, queue: rest };
}

/**
 * Stops one transition. The running one ends as if it had finished and the queue continues; a
 * queued one is dropped without running. Stopping a transition that is not there changes nothing.
 */
export function stopTransition(state: TransitionQueueState, transition?: Transition): TransitionQueueState {
  if (!state.running) return state;
  if (!transition || state.running.transition === transition) return completeRunning(state);
  const queue = state.queue.filter((item) => item.transition !== transition);
  return queue.length === state.queue.length ? state : { ...state, queue };
}

/** Ends the running transition and empties the queue. */
export function stopAllTransitions(state: TransitionQueueState): TransitionQueueState {
  if (!state.running) return state;
  return { visible: visibilityAfter(state.visible, state.running), running: null, queue: [] };
}

/** Empties the queue; the running transition carries on. */
export function clearQueuedTransitions(state: TransitionQueueState): TransitionQueueState {
  return state.queue.length ? { ...state, queue: [] } : state;
}

import { DEV } from '../../internal/errors.js';

/**
 * Which way a transition moves its element.
 * - `In` shows it, `Out` hides it.
 * - `Either` is resolved when the transition is queued: the opposite of the visibility the element
 *   will have once everything already queued has run.
 * - `Static` animates without changing visibility (jiggle, flash, shake, pulse, tada, bounce).
 */
export const TransitionDirection = {
  In: 'in',
  Out: 'out',
  Either: 'either',
  Static: 'static',
} as const;
export type TransitionDirection = (typeof TransitionDirection)[keyof typeof TransitionDirection];

/** Animation names that never change visibility: they always run as `Static`. */
export const STATIC_ANIMATIONS: readonly string[] = ['jiggle', 'flash', 'shake', 'pulse', 'tada', 'bounce'];

/** Every animation name the Semantic UI transition CSS defines, in the order the docs list them. */
export const TRANSITION_NAMES: readonly string[] = [
  'scale',
  'fade',
  'fade up',
  'fade down',
  'fade left',
  'fade right',
  'horizontal flip',
  'vertical flip',
  'drop',
  'fly left',
  'fly right',
  'fly up',
  'fly down',
  'swing left',
  'swing right',
  'swing up',
  'swing down',
  'browse',
  'browse right',
  'slide left',
  'slide right',
  'slide up',
  'slide down',
  // The static ones again, written out: a spread would keep this list in every bundle.
  'jiggle',
  'flash',
  'shake',
  'pulse',
  'tada',
  'bounce',
];

/** The default duration of a transition, in milliseconds. */
export const DEFAULT_TRANSITION_DURATION = 250;

/** One animation to run through a {@link TransitionController}. */
export class Transition {
  /** The animation name, e.g. `'fade up'`; each word becomes a class. */
  readonly type: string;
  /** Duration in milliseconds, at least 1. */
  readonly duration: number;
  /** The direction as asked for; `Either` is resolved when the transition is queued. */
  readonly direction: TransitionDirection;
  /** Called once the transition has finished (or been stopped). */
  readonly onComplete: () => void;

  constructor(
    name: string,
    duration: number = DEFAULT_TRANSITION_DURATION,
    direction: TransitionDirection = TransitionDirection.Either,
    onComplete: () => void = () => {},
  ) {
    const type = String(name ?? '').trim();
    if (!type)
      throw new Error(
        DEV
          ? 'Transition: a transition needs an animation name, e.g. "fade".'
          : 'Transition: no animation name.',
      );
    if (!Object.values(TransitionDirection).includes(direction)) {
      throw new Error(
        DEV
          ? `Transition: unknown direction "${String(direction)}". Use TransitionDirection.In, Out, Either or Static.`
          : `Transition: unknown direction "${String(direction)}".`,
      );
    }
    this.type = type;
    // A non-finite or tiny duration is clamped to 1 ms, as documented.
    this.duration = Number.isFinite(duration) ? Math.max(1, duration) : DEFAULT_TRANSITION_DURATION;
    this.direction = STATIC_ANIMATIONS.includes(type) ? TransitionDirection.Static : direction;
    this.onComplete = onComplete;
  }

  /** The class names the animation adds while it runs. */
  get classes(): string[] {
    return this.type.split(/\s+/);
  }
}

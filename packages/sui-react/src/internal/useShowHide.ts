import { useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import { ClosedTransitionClass } from './closedTransition.js';
import { prefersReducedMotion } from './reducedMotion.js';

/** What an element that shows and hides with a Semantic UI animation renders. */
export interface ShowHide {
  /** The Semantic UI classes: `transition visible`, `transition hidden`, or the animating ones. */
  className: string;
  /** While animating: the animation duration and the display value; otherwise empty. */
  style: CSSProperties;
  /** Whether the element counts as visible: true while it animates out, false while it animates in. */
  visible: boolean;
  /** Whether an animation runs. */
  animating: boolean;
}

/**
 * Shows and hides one element with a Semantic UI animation (`fade`, `scale`, `slide down` ...) when
 * `visible` changes: the light counterpart of `TransitionController` for components that only ever
 * show and hide. A change during an animation starts the animation the other way at once. The first
 * render does not animate unless `initial` differs from `visible`. With reduced motion the
 * animation takes no time (its end state and `onDone` still apply).
 *
 * @param onDone called with the new visibility when an animation has finished (not when it was cut
 *   short by another change, nor after unmount).
 */
export function useShowHide(
  visible: boolean,
  name: string,
  duration: number,
  { display = 'block', initial = visible, onDone }: ShowHideOptions = {},
): ShowHide {
  // A new object per change: the effect below restarts on each one.
  const [running, setRunning] = useState<{ to: boolean } | null>(() =>
    initial === visible ? null : { to: visible },
  );
  const closed = useContext(ClosedTransitionClass);
  const [target, setTarget] = useState(visible);
  if (target !== visible) {
    setTarget(visible);
    setRunning({ to: visible });
  }
  // A negative or non-number duration ends the animation at once (its timer fires at once). Reduced
  // motion is asked only while animating: matchMedia costs, and a page may hold hundreds at rest.
  const ms = () => (prefersReducedMotion() ? 0 : duration);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      setRunning(null);
      done.current?.(running.to);
    }, ms());
    return () => clearTimeout(timer);
    // Only a new run starts the timer, with the duration of the render that started it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  if (!running) {
    return {
      className: visible ? 'transition visible' : closed ? `transition ${closed}` : 'transition',
      style: {},
      visible,
      animating: false,
    };
  }
  const out = !running.to;
  return {
    className: `transition ${out ? 'visible ' : ''}animating ${out ? 'out' : 'in'} ${name.trim()}`,
    style: { animationDuration: `${ms()}ms`, display },
    visible: out,
    animating: true,
  };
}

export interface ShowHideOptions {
  /** The CSS display value while animating (default `block`). */
  display?: string;
  /** The visibility before the first render; when it differs from `visible`, the first render animates. */
  initial?: boolean;
  onDone?: (visible: boolean) => void;
}

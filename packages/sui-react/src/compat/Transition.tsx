'use client';
// Semantic UI React's Transition and Transition.Group over sui-react's transition controller
// (modules/transition): the child is cloned with the animation's classes and duration when
// `visible` changes, mounted and unmounted per `mountOnShow` / `unmountOnHide`, and the callbacks
// get `(null, data)` with the status. The queue and its timing are the native controller's.
import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ElementType,
  type Key,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../internal/classNames.js';
import { useLatest } from '../internal/useLatest.js';
import {
  STATIC_ANIMATIONS,
  Transition as NativeTransition,
  TransitionDirection,
  useTransitionBinding,
  useTransitionController,
} from '../modules/transition/index.js';

/** Where a transition is: Semantic UI React's statuses. */
export type TransitionStatus = 'ENTERED' | 'ENTERING' | 'EXITED' | 'EXITING' | 'UNMOUNTED';

/** What the callbacks get besides `null`: the props and the status. */
export type TransitionEventData = TransitionProps & { status: TransitionStatus };

/** A duration for each way, in milliseconds. */
export interface TransitionPropDuration {
  /** How long hiding takes. */
  hide: number;
  /** How long showing takes. */
  show: number;
}

type Callback = (nothing: null, data: TransitionEventData) => void;

export interface TransitionProps {
  /**
   * The Semantic UI animation, e.g. `fade`, `scale`, `fly left`, or a static one (`jiggle`,
   * `flash`, `shake`, `pulse`, `tada`, `bounce`, `glow`) that plays without hiding.
   * @default 'fade'
   */
  animation?: string;
  /** The one element to animate (it receives the classes and the duration). */
  children?: ReactNode;
  /** Whether the animation shows and hides (the default for every animation but the static ones). */
  directional?: boolean;
  /**
   * How long the animation takes, in milliseconds, or `{ show, hide }`.
   * @default 500
   */
  duration?: number | string | TransitionPropDuration;
  /**
   * Whether the element is shown; a change plays the animation.
   * @default true
   */
  visible?: boolean;
  /**
   * Whether an element hidden at first is left out until it is first shown.
   * @default true
   */
  mountOnShow?: boolean;
  /**
   * Whether the element is left out once it has hidden.
   * @default false
   */
  unmountOnHide?: boolean;
  /**
   * Whether an element visible at first plays the animation in when it mounts.
   * @default false
   */
  transitionOnMount?: boolean;
  /** Called when an animation starts, with `null` and the props and status (`ENTERING` or `EXITING`). */
  onStart?: Callback;
  /** Called when an animation ends, with `null` and the props and status (`ENTERED` or `EXITED`). */
  onComplete?: Callback;
  /** Called when showing ends, with `null` and the props and status `ENTERED`. */
  onShow?: Callback;
  /** Called when hiding ends, with `null` and the props and status `EXITED`. */
  onHide?: Callback;
}

/** The milliseconds of one way of `duration`. */
function durationOf(duration: TransitionProps['duration'], way: 'show' | 'hide'): number {
  const value = typeof duration === 'object' && duration !== null ? duration[way] : duration;
  return Number(value ?? 500);
}

const isDirectional = (animation: string, directional: boolean | undefined) =>
  directional ?? ![...STATIC_ANIMATIONS, 'glow'].includes(animation.trim());

/**
 * Semantic UI React's Transition (an adapter over sui-react's TransitionController); it adds no
 * element. What it does better, kept: with reduced motion the animation takes no time (its end
 * state and callbacks still apply), and a duration that is not a number counts as 250 ms instead
 * of breaking the animation. `Transition.Group` animates children as they come and go.
 */
export function Transition(props: TransitionProps) {
  const {
    animation = 'fade',
    directional,
    duration,
    visible = true,
    mountOnShow = true,
    unmountOnHide = false,
    transitionOnMount = false,
    children,
  } = props;
  const controller = useTransitionController(visible && !transitionOnMount);
  const t = useTransitionBinding(controller);
  const [mounted, setMounted] = useState(visible || !(mountOnShow || unmountOnHide));
  if (visible && !mounted) setMounted(true);
  const latest = useLatest(props);
  // The visibility last animated to: a StrictMode re-run of the effect finds nothing to do.
  const shown = useRef(visible && !transitionOnMount);

  useEffect(() => {
    if (shown.current === visible) return;
    shown.current = visible;
    const own = latest.current;
    const data = (status: TransitionStatus): TransitionEventData => ({ ...latest.current, status });
    own.onStart?.(null, data(visible ? 'ENTERING' : 'EXITING'));
    const done = () => {
      const now = latest.current;
      const status = visible ? 'ENTERED' : 'EXITED';
      now.onComplete?.(null, data(status));
      (visible ? now.onShow : now.onHide)?.(null, data(status));
      if (!visible && now.unmountOnHide) setMounted(false);
    };
    const name = own.animation ?? 'fade';
    const way = isDirectional(name, own.directional)
      ? visible
        ? TransitionDirection.In
        : TransitionDirection.Out
      : TransitionDirection.Static;
    controller.animate(
      new NativeTransition(name, durationOf(own.duration, visible ? 'show' : 'hide'), way, done),
    );
  }, [visible, controller, latest]);

  if (!mounted || !isValidElement(children)) return null;
  const child = children as ReactElement<{ className?: string; style?: CSSProperties }>;
  const own = child.props.className;
  const className = isDirectional(animation, directional)
    ? cx(...new Set(cx(animation, own, t.className).split(' ')))
    : cx(animation, own, t.animating && 'animating transition');
  const ms = t.animating ? durationOf(duration, t.visible ? 'hide' : 'show') : undefined;
  return cloneElement(child, {
    className,
    style: ms === undefined ? child.props.style : { ...child.props.style, animationDuration: `${ms}ms` },
  });
}

export interface TransitionGroupProps {
  /**
   * The element around the children (any element or component, with the other props).
   * @default Fragment
   */
  as?: ElementType;
  /**
   * The animation of each child as it comes and goes.
   * @default 'fade'
   */
  animation?: string;
  /** Whether the animation shows and hides (see Transition). */
  directional?: boolean;
  /**
   * How long each animation takes, in milliseconds, or `{ show, hide }`.
   * @default 500
   */
  duration?: number | string | TransitionPropDuration;
  /** The children, each with a `key`: one that is added animates in, one that is removed animates out. */
  children?: ReactNode;
  /** Other props go to `as`. */
  [prop: string]: unknown;
}

interface Entry {
  key: Key;
  element: ReactElement;
  leaving: boolean;
  entering: boolean;
}

/** The children of this render, with the ones that left still in place until they have hidden. */
function merge(previous: Entry[], children: ReactElement[]): Entry[] {
  const now = new Set(children.map((child) => child.key as Key));
  const before = new Set(previous.map((entry) => entry.key));
  // The entries that left, grouped by the child they came before (the last run at the end).
  const leavingBefore = new Map<Key, Entry[]>();
  let run: Entry[] = [];
  for (const entry of previous) {
    if (now.has(entry.key)) {
      leavingBefore.set(entry.key, run);
      run = [];
    } else run.push({ ...entry, leaving: true, entering: false });
  }
  const result: Entry[] = [];
  for (const child of children) {
    const key = child.key as Key;
    result.push(...(leavingBefore.get(key) ?? []));
    result.push({ key, element: child, leaving: false, entering: !before.has(key) });
  }
  result.push(...run);
  return result;
}

/** Semantic UI React's Transition.Group: each child animates in when added and out when removed. */
export function TransitionGroup({
  as: As = Fragment,
  animation = 'fade',
  directional,
  duration = 500,
  children,
  ...rest
}: TransitionGroupProps) {
  const list = Children.toArray(children).filter(isValidElement) as ReactElement[];
  const [state, setState] = useState(() => ({
    children,
    entries: list.map((element) => ({ key: element.key as Key, element, leaving: false, entering: false })),
  }));
  let entries = state.entries;
  if (state.children !== children) {
    entries = merge(state.entries, list);
    setState({ children, entries });
  }
  return (
    <As {...(As === Fragment ? {} : rest)}>
      {entries.map((entry) => (
        <Transition
          key={entry.key}
          animation={animation}
          directional={directional}
          duration={duration}
          visible={!entry.leaving}
          transitionOnMount={entry.entering}
          onHide={() => {
            if (!entry.leaving) return;
            setState((old) => ({
              ...old,
              entries: old.entries.filter((e) => e.key !== entry.key || !e.leaving),
            }));
          }}
        >
          {entry.element}
        </Transition>
      ))}
    </As>
  );
}

Transition.Group = TransitionGroup;

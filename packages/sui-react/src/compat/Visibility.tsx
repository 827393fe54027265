// Semantic UI React's Visibility over sui-react's (modules/visibility): its props and its
// `(null, data)` callbacks, where data holds the props and the calculations.
import type { HTMLAttributes, ReactNode } from 'react';
import {
  Visibility as NativeVisibility,
  type VisibilityCalculations,
  type VisibilityCallback,
  type VisibilityOffset,
} from '../modules/visibility/index.js';

/** What a Visibility callback gets: the props and the calculations of the moment. */
export interface VisibilityEventData extends VisibilityProps {
  calculations: VisibilityCalculations;
}

/** A Visibility callback in Semantic UI React's words: no event (null), then the data. */
export type VisibilityHandler = (nothing: null, data: VisibilityEventData) => void;

const HANDLERS = [
  'onTopVisible',
  'onTopPassed',
  'onBottomVisible',
  'onBottomPassed',
  'onPassing',
  'onOnScreen',
  'onOffScreen',
  'onTopVisibleReverse',
  'onTopPassedReverse',
  'onBottomVisibleReverse',
  'onBottomPassedReverse',
  'onPassingReverse',
  'onUpdate',
] as const;

type HandlerProps = { [K in (typeof HANDLERS)[number]]?: VisibilityHandler };

export interface VisibilityProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onUpdate'>, HandlerProps {
  /** The scrolling element that counts as the view; the window or the document (the default): the viewport. */
  context?: Document | Window | HTMLElement | null;
  /**
   * Whether a callback is called on every report while its condition holds.
   * @default false
   */
  continuous?: boolean;
  /**
   * Whether the callbacks whose conditions hold are called as soon as the element is first measured.
   * @default false
   */
  fireOnMount?: boolean;
  /**
   * The top and bottom lines' distances below the top of the view: px or `'10%'`, one value for both.
   * @default [0, 0]
   */
  offset?: VisibilityOffset;
  /**
   * Whether each callback is called once only.
   * @default true
   */
  once?: boolean;
  /** Callbacks called when the part scrolled above the view reaches a px (`100`) or share (`'50%'`) threshold. */
  onPassed?: Record<string, VisibilityHandler>;
  /**
   * Accepted for Semantic UI React's code and not used: reports come from IntersectionObserver
   * (at each edge crossing and each hundredth of the visible share), never from polling each frame.
   * @default 'events'
   */
  updateOn?: 'events' | 'repaint';
  /** The content watched. */
  children?: ReactNode;
}

function nodeOf(context: VisibilityProps['context']) {
  if (!context) return undefined;
  // The window (its own `window`) and the document (node type 9) stand for the whole page.
  if ((context as Window).window === context || (context as Node).nodeType === 9) return undefined;
  return context as HTMLElement;
}

/**
 * Semantic UI React's Visibility, drawn by sui-react's: the same calculations and callbacks, from
 * IntersectionObserver reports instead of scroll events, so nothing reads layout on scroll. The
 * calculations' `percentagePassed` stays within 0 and 1.
 */
export function Visibility(props: VisibilityProps) {
  const { context, onPassed, updateOn: _updateOn, ...rest } = props;
  const native: Record<string, unknown> = { ...rest };
  for (const name of HANDLERS) {
    const handler = props[name];
    native[name] =
      handler && ((calculations: VisibilityCalculations) => handler(null, { ...props, calculations }));
  }
  const passed = onPassed
    ? Object.fromEntries(
        Object.entries(onPassed).map(([key, handler]): [string, VisibilityCallback] => [
          key,
          (calculations) => handler(null, { ...props, calculations }),
        ]),
      )
    : undefined;
  return <NativeVisibility {...native} context={nodeOf(context)} onPassed={passed} />;
}

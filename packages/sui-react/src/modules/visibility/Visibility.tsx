import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { badProp, DEV } from '../../internal/errors.js';
import {
  observeLine,
  resolveElement,
  rootHeightOf,
  type ElementOrRef,
  type LineReport,
} from '../../internal/observeLine.js';
import { useLatest } from '../../internal/useLatest.js';
import {
  calculate,
  callbacksToFire,
  NO_CALCULATIONS,
  normalizeOffset,
  type Box,
  type VisibilityCalculations,
  type VisibilityOffset,
} from './calculations.js';

/** A Visibility callback: it gets the calculations of the moment. */
export type VisibilityCallback = (calculations: VisibilityCalculations) => void;

export interface VisibilityProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * How far below the top of the view the top line (first value) and the bottom line (second value)
   * are: px, or a share of the view's height such as `'10%'`. One value sets both. Useful below a
   * fixed menu.
   * @default 0
   */
  offset?: VisibilityOffset;
  /**
   * Whether each callback is called once only. When `false`, a callback is called each time its
   * condition becomes true again.
   * @default true
   */
  once?: boolean;
  /**
   * Whether a callback is called on every report while its condition holds, not only when the
   * condition becomes true.
   * @default false
   */
  continuous?: boolean;
  /**
   * Whether the callbacks whose conditions already hold are called as soon as the browser first
   * measures the element. Otherwise the first report after that (the first scroll) calls them.
   * @default false
   */
  fireOnMount?: boolean;
  /** The scrolling element (or a ref to it) that counts as the view. Default: the viewport. */
  context?: ElementOrRef;
  /** Called when the top edge comes into view (between the top line and the bottom of the view). */
  onTopVisible?: VisibilityCallback;
  /** Called when the top edge passes above the top line. */
  onTopPassed?: VisibilityCallback;
  /** Called when the bottom edge comes into view (between the bottom line and the bottom of the view). */
  onBottomVisible?: VisibilityCallback;
  /** Called when the bottom edge passes above the bottom line. */
  onBottomPassed?: VisibilityCallback;
  /** Called when the element starts passing: its top has passed the top line, its bottom has not passed the bottom line. */
  onPassing?: VisibilityCallback;
  /** Called when some part of the element comes into view. */
  onOnScreen?: VisibilityCallback;
  /** Called when the element leaves the view. */
  onOffScreen?: VisibilityCallback;
  /** Called when the top edge leaves the view (the reverse of `onTopVisible`). */
  onTopVisibleReverse?: VisibilityCallback;
  /** Called when the top edge comes back below the top line (the reverse of `onTopPassed`). */
  onTopPassedReverse?: VisibilityCallback;
  /** Called when the bottom edge leaves the view (the reverse of `onBottomVisible`). */
  onBottomVisibleReverse?: VisibilityCallback;
  /** Called when the bottom edge comes back below the bottom line (the reverse of `onBottomPassed`). */
  onBottomPassedReverse?: VisibilityCallback;
  /** Called when the element stops passing (the reverse of `onPassing`). */
  onPassingReverse?: VisibilityCallback;
  /**
   * Callbacks called when the part of the element that has scrolled above the view reaches a
   * threshold: keys are px (`100`) or shares of its height (`'50%'`).
   */
  onPassed?: Record<string, VisibilityCallback>;
  /** Called on every report, with the calculations (before the other callbacks). */
  onUpdate?: VisibilityCallback;
  /** The content watched. */
  children?: ReactNode;
}

// Shares of the element below the top of the view that make the browser report: every hundredth.
const SHARES = Array.from({ length: 101 }, (_, index) => index / 100);
// The markers of the element's top and bottom edges: no box, no content, no pointer.
const MARK: CSSProperties = { position: 'absolute', left: 0, right: 0, height: 0, pointerEvents: 'none' };
const TOP_MARK: CSSProperties = { ...MARK, top: 0 };
const BOTTOM_MARK: CSSProperties = { ...MARK, bottom: 0 };

function assertOffset(offset: VisibilityOffset): void {
  const values = Array.isArray(offset) ? offset : [offset];
  const valid =
    (!Array.isArray(offset) || offset.length === 2) &&
    values.every((value) => !Number.isNaN(normalizeOffset([value, value], 100)[0]));
  const shown = Array.isArray(offset) ? `[${offset.join(', ')}]` : offset;
  if (!valid || values.some((value) => typeof value === 'number' && !Number.isFinite(value)))
    badProp(
      'Visibility',
      'offset',
      DEV && "px, a share such as '10%', or a [top, bottom] pair of them",
      shown,
    );
}

/**
 * Calls its callbacks as its content moves through the view, with Semantic UI's calculations
 * (`topVisible`, `passing`, `percentagePassed`…). Everything comes from IntersectionObserver
 * reports: markers at the element's top and bottom edges report when an edge crosses the top
 * line, the bottom line or the bottom of the view, and the element itself reports as each
 * hundredth of it passes the top of the view, so nothing reads layout on scroll. Renders a `div` (positioned, for the markers) holding the content; on the
 * server it renders the same and watches nothing.
 */
export const Visibility = forwardRef<HTMLDivElement, VisibilityProps>(function Visibility(
  {
    offset = 0,
    once = true,
    continuous = false,
    fireOnMount = false,
    context,
    onTopVisible,
    onTopPassed,
    onBottomVisible,
    onBottomPassed,
    onPassing,
    onOnScreen,
    onOffScreen,
    onTopVisibleReverse,
    onTopPassedReverse,
    onBottomVisibleReverse,
    onBottomPassedReverse,
    onPassingReverse,
    onPassed,
    onUpdate,
    style,
    children,
    ...rest
  },
  ref,
) {
  assertOffset(offset);
  const element = useRef<HTMLDivElement>(null);
  const topMark = useRef<HTMLDivElement>(null);
  const bottomMark = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => element.current!, []);
  const callbacks = useLatest({
    onTopVisible,
    onTopPassed,
    onBottomVisible,
    onBottomPassed,
    onPassing,
    onOnScreen,
    onOffScreen,
    onTopVisibleReverse,
    onTopPassedReverse,
    onBottomVisibleReverse,
    onBottomPassedReverse,
    onPassingReverse,
    onPassed,
    onUpdate,
  });
  const options = useLatest({ once, continuous, fireOnMount });
  const calculations = useRef<VisibilityCalculations>(NO_CALCULATIONS);
  const called = useRef(new Set<string>());

  // Changing how often callbacks are called starts the count again.
  useEffect(() => {
    called.current = new Set();
  }, [once, continuous]);

  const offsetKey = JSON.stringify(offset);
  useEffect(() => {
    const root = resolveElement(context);
    const [topOffset, bottomOffset] = normalizeOffset(JSON.parse(offsetKey), rootHeightOf(root));
    const box: Box = { top: 0, height: 0, width: 0 };
    let previousTop: number | null = null;

    const report = (initial: boolean, viewHeight: number) => {
      const next = calculate(box, viewHeight, [topOffset, bottomOffset], previousTop);
      previousTop = box.top;
      const { once: onlyOnce, continuous: always, fireOnMount: onMount } = options.current;
      // Without fireOnMount, the first measurements only place the element.
      if (initial && !onMount) return;
      const previous = calculations.current;
      calculations.current = next;
      const handlers = callbacks.current;
      handlers.onUpdate?.(next);
      const passed = Object.keys(handlers.onPassed ?? {});
      const names = callbacksToFire(
        previous,
        next,
        { once: onlyOnce, continuous: always },
        called.current,
        passed,
      );
      for (const name of names) {
        if (name.startsWith('onPassed:')) handlers.onPassed?.[name.slice(9)]?.(next);
        else (handlers[name as keyof typeof handlers] as VisibilityCallback | undefined)?.(next);
      }
    };

    // The element reports as each hundredth of it passes the top; its edge markers report as they
    // cross the top line, the bottom line and the bottom of the view.
    const edge =
      (which: 'top' | 'bottom') =>
      ({ rect, rootTop, rootHeight, initial }: LineReport) => {
        box.top = rect.top - rootTop - (which === 'bottom' ? box.height : 0);
        report(initial, rootHeight);
      };
    const whole = ({ rect, rootTop, rootHeight, initial }: LineReport) => {
      box.top = rect.top - rootTop;
      box.height = rect.height;
      box.width = rect.width;
      report(initial, rootHeight);
    };
    const top = topMark.current!;
    const bottom = bottomMark.current!;
    const stops = [
      observeLine(element.current!, 0, root, whole, SHARES),
      observeLine(top, topOffset, root, edge('top')),
      observeLine(top, 'bottom', root, edge('top')),
      observeLine(bottom, bottomOffset, root, edge('bottom')),
      observeLine(bottom, 'bottom', root, edge('bottom')),
    ];
    return () => stops.forEach((stop) => stop());
  }, [context, offsetKey, callbacks, options]);

  return (
    <div {...rest} ref={element} style={style?.position ? style : { position: 'relative', ...style }}>
      <div ref={topMark} style={TOP_MARK} />
      {children}
      <div ref={bottomMark} style={BOTTOM_MARK} />
    </div>
  );
});

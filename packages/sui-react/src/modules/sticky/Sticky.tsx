import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { observeLine, resolveElement, rootHeightOf, type ElementOrRef } from '../../internal/observeLine.js';
import { useLatest } from '../../internal/useLatest.js';
import {
  NO_SIGNALS,
  nextPlace,
  placeClasses,
  placeEvents,
  type StickyPlace,
  type StickySignals,
} from './stickyState.js';

export type { ElementOrRef } from '../../internal/observeLine.js';

export interface StickyProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the content sticks at all. When `false` it stays in its place (and announces nothing).
   * @default true
   */
  active?: boolean;
  /**
   * Distance in px between the top of the view (or of `scrollContext`) and the stuck content.
   * @default 0
   */
  offset?: number;
  /**
   * Distance in px between the bottom of the view and the content while `pushing` holds it there.
   * @default 0
   */
  bottomOffset?: number;
  /**
   * The element (or a ref to it) the content stays within: once its bottom passes, the content
   * stays at its bottom (`bound`). It must be positioned (the kit's segments and rails are). Without
   * it and without `pushing`, the content uses CSS `position: sticky` within the Sticky's parent.
   */
  context?: ElementOrRef;
  /**
   * Whether the content, once held at its context's bottom, rides the bottom of the view while
   * scrolling back up, until it is back at its start.
   * @default false
   */
  pushing?: boolean;
  /** The scrolling element (or a ref to it) whose top and bottom count as the view. Default: the viewport. */
  scrollContext?: ElementOrRef;
  /** Styles for the element that holds the content (the one with the `ui sticky` classes). */
  stickyStyle?: CSSProperties;
  /** Called when the content leaves its place and sticks. */
  onStick?: () => void;
  /** Called when the content returns to its place. */
  onUnstick?: () => void;
  /** Called when the content returns to its place at the top of its context (just before `onUnstick`). */
  onTop?: () => void;
  /** Called when the content reaches the bottom of its context and stays there. */
  onBottom?: () => void;
  /** The content that sticks. */
  children?: ReactNode;
}

function assertPixels(prop: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value))
    badProp('Sticky', prop, DEV && 'a finite number of pixels', value);
}

interface Size {
  width: number;
  height: number;
}

/**
 * Keeps its content in view while its context scrolls past. The place is learnt from
 * IntersectionObserver reports on lines (the top line at `offset`, the context's end, the bottom
 * line with `pushing`), never from reading layout on scroll; sizes come from ResizeObserver.
 * Without `context` and `pushing`, CSS `position: sticky` (the kit's `native` sticky) does the
 * sticking, and the observers only tell the callbacks. Renders a wrapper (which takes the rest of
 * the props), an empty marker where the content starts, and the content's element with the kit's
 * classes: `ui sticky`, `ui fixed top sticky`, `ui fixed bottom sticky`, `ui bound bottom sticky`.
 * While stuck, the wrapper keeps the content's height so the page does not jump. On the server, and
 * until the browser first reports, the content is in its place.
 */
export const Sticky = forwardRef<HTMLDivElement, StickyProps>(function Sticky(
  {
    active = true,
    offset = 0,
    bottomOffset = 0,
    context,
    pushing = false,
    scrollContext,
    stickyStyle,
    onStick,
    onUnstick,
    onTop,
    onBottom,
    className,
    style,
    children,
    ...rest
  },
  ref,
) {
  assertPixels('offset', offset);
  assertPixels('bottomOffset', bottomOffset);
  const native = active && !context && !pushing;
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => container.current!, []);

  const [place, setPlace] = useState<StickyPlace>('top');
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [viewHeight, setViewHeight] = useState(0);
  const handlers = useLatest({ onStick, onUnstick, onTop, onBottom });

  // Sizes: the content's height (the lines depend on it) and the wrapper's width (fixed content
  // keeps it). ResizeObserver reports them when they change, not on scroll.
  useEffect(() => {
    if (!active || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = container.current;
      const inner = content.current;
      if (!box || !inner) return;
      setSize((previous) => {
        const next = { width: box.clientWidth, height: inner.offsetHeight };
        return next.width === previous.width && next.height === previous.height ? previous : next;
      });
    });
    observer.observe(content.current!);
    observer.observe(container.current!);
    return () => observer.disconnect();
  }, [active]);

  // The view's height (for the bottom line), read when the view resizes, never on scroll.
  useEffect(() => {
    if (!active || !pushing) return;
    const root = resolveElement(scrollContext);
    const read = () => setViewHeight(rootHeightOf(root));
    read();
    const target = root ?? window;
    if (root && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(read);
      observer.observe(root);
      return () => observer.disconnect();
    }
    target.addEventListener('resize', read);
    return () => target.removeEventListener('resize', read);
  }, [active, pushing, scrollContext]);

  useEffect(() => {
    if (!active) {
      setPlace('top');
      return;
    }
    const root = resolveElement(scrollContext);
    const area = resolveElement(context) ?? container.current!.parentElement;
    const start = trigger.current!;
    const signals: StickySignals = { ...NO_SIGNALS };
    const update = (change: Partial<StickySignals>) => {
      Object.assign(signals, change);
      setPlace((previous) => nextPlace(previous, signals, pushing));
    };
    const stops = [observeLine(start, offset, root, ({ above }) => update({ passedTop: above }))];
    if (area) {
      stops.push(
        observeLine(area, offset + size.height, root, ({ above }) => update({ contextEnded: above })),
      );
      if (pushing && viewHeight > 0) {
        const bottomLine = viewHeight - bottomOffset;
        stops.push(
          observeLine(area, bottomLine, root, ({ above }) => update({ contextBelowView: !above })),
          observeLine(start, bottomLine - size.height, root, ({ above }) => update({ backAtStart: !above })),
        );
      }
    }
    return () => stops.forEach((stop) => stop());
  }, [active, context, scrollContext, pushing, offset, bottomOffset, size.height, viewHeight]);

  // Announce each change of place once (StrictMode's second effect run finds it announced).
  const announced = useRef<StickyPlace>('top');
  useEffect(() => {
    const previous = announced.current;
    announced.current = place;
    for (const event of placeEvents(previous, place)) handlers.current[event]?.();
  }, [place, handlers]);

  const stuck = active && !native && place !== 'top';
  let position: CSSProperties | undefined;
  if (native) position = { top: offset };
  else if (stuck) {
    const width = size.width || undefined;
    position =
      place === 'fixed-top'
        ? { top: offset, width }
        : place === 'fixed-bottom'
          ? { bottom: bottomOffset, width }
          : { width };
  }
  return (
    <div
      {...rest}
      ref={container}
      className={cx(className) || undefined}
      style={
        native ? { ...style, display: 'contents' } : stuck ? { ...style, minHeight: size.height } : style
      }
    >
      <div ref={trigger} />
      <div
        ref={content}
        className={placeClasses(active ? place : 'top', native)}
        style={position || stickyStyle ? { ...position, ...stickyStyle } : undefined}
      >
        {children}
      </div>
    </div>
  );
});

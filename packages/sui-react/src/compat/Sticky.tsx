// Semantic UI React's Sticky over sui-react's (modules/sticky): its props, `styleElement`, and its
// `(event, data)` callbacks. Where the content goes is decided by the native Sticky's observers.
import type { CSSProperties, HTMLAttributes, ReactNode, RefObject } from 'react';
import { Sticky as NativeSticky } from '../modules/sticky/index.js';

/** Where Semantic UI React took a context: a node, a ref to one, the document or the window. */
export type StickyContext = Document | Window | HTMLElement | RefObject<HTMLElement | null> | null;

export interface StickyProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the content sticks at all.
   * @default true
   */
  active?: boolean;
  /**
   * Distance in px between the bottom of the view and the content while `pushing` holds it there.
   * @default 0
   */
  bottomOffset?: number;
  /** The element (or a ref to it) the content stays within. The document or window: the whole page. */
  context?: StickyContext;
  /**
   * Distance in px between the top of the view and the stuck content.
   * @default 0
   */
  offset?: number;
  /** Whether the content, held at its context's bottom, rides the bottom of the view while scrolling back up. */
  pushing?: boolean;
  /** The scrolling element (or a ref to it). The document or window (the default): the viewport. */
  scrollContext?: StickyContext;
  /** Styles for the element that holds the content. */
  styleElement?: CSSProperties;
  /** Called with a null event when the content sticks. */
  onStick?: (event: null, data: StickyProps) => void;
  /** Called with a null event when the content returns to its place. */
  onUnstick?: (event: null, data: StickyProps) => void;
  /** Called with a null event when the content returns to the top of its context. */
  onTop?: (event: null, data: StickyProps) => void;
  /** Called with a null event when the content reaches the bottom of its context. */
  onBottom?: (event: null, data: StickyProps) => void;
  /** The content that sticks. */
  children?: ReactNode;
}

/** A node or ref, or nothing for the document and the window (the whole page, the viewport). */
function nodeOf(context: StickyContext | undefined) {
  if (!context) return undefined;
  // The window (its own `window`) and the document (node type 9) stand for the whole page.
  if ((context as Window).window === context || (context as Node).nodeType === 9) return undefined;
  return context as HTMLElement | RefObject<HTMLElement | null>;
}

/**
 * Semantic UI React's Sticky, drawn by sui-react's. Unlike Semantic UI React it reads no layout
 * on scroll: IntersectionObserver reports when the content must change place, so the callbacks
 * are called once per change (not on every scroll event) and get a null event. Without `context`
 * and `pushing`, CSS `position: sticky` does the sticking, within the Sticky's parent.
 */
export function Sticky(props: StickyProps) {
  const { context, scrollContext, styleElement, onStick, onUnstick, onTop, onBottom, ...rest } = props;
  return (
    <NativeSticky
      {...rest}
      context={nodeOf(context)}
      scrollContext={nodeOf(scrollContext)}
      stickyStyle={styleElement}
      onStick={onStick && (() => onStick(null, props))}
      onUnstick={onUnstick && (() => onUnstick(null, props))}
      onTop={onTop && (() => onTop(null, props))}
      onBottom={onBottom && (() => onBottom(null, props))}
    />
  );
}

// Watching an element's edges against horizontal lines with IntersectionObserver, so that Sticky and
// Visibility learn where things are without reading layout on scroll. The observer's root is cut to
// the part of the scroll area below a line (a negative top root margin) and grown far downwards (a
// large bottom margin): a target is outside it exactly when its bottom edge is above the line, so
// every crossing, even a jump (Home, an anchor), changes `isIntersecting` and the browser reports it
// with the target's rectangle.
import type { RefObject } from 'react';

/** An element, a ref to one, or nothing (the viewport, or a default the component picks). */
export type ElementOrRef = Element | RefObject<Element | null> | null | undefined;

/** The element behind an `ElementOrRef` (null when none, or when a ref is still empty). */
export function resolveElement(value: ElementOrRef): Element | null {
  if (!value) return null;
  if (typeof Element !== 'undefined' && value instanceof Element) return value;
  return (value as RefObject<Element | null>).current ?? null;
}

/** What one observation says about a target and its line. */
export interface LineReport {
  /** The target's bottom edge is above the line. */
  above: boolean;
  /** The target's rectangle, in viewport px. */
  rect: DOMRectReadOnly;
  /** The top of the scroll area, in viewport px. */
  rootTop: number;
  /** The height of the scroll area (the viewport or the root element), in px. */
  rootHeight: number;
  /** Whether this is the report the browser makes when watching starts. */
  initial: boolean;
  /** The share of the target below the line (0 to 1). */
  ratio: number;
}

/** Whether IntersectionObserver exists here (never on the server, nor in old browsers). */
export const canObserve = (): boolean => typeof IntersectionObserver !== 'undefined';

/** The height of the scroll area: the root element's client height, or the viewport's. */
export function rootHeightOf(root: Element | null): number {
  if (root) return root.clientHeight;
  return typeof window === 'undefined' ? 0 : window.innerHeight;
}

/** A line: px below the top of the scroll area, or `'bottom'`, its bottom edge. */
export type Line = number | 'bottom';

// How far below the scroll area the root reaches: far enough to hold any page.
const BELOW = '10000000px';

/**
 * Calls `report` once the browser has measured `target`, then each time its bottom edge crosses
 * `line` (in the scroll area of `root`, the viewport when null), and also, with `thresholds`, each
 * time the share of the target below the line crosses one of them. Returns the function that
 * stops watching. Does nothing where IntersectionObserver is missing.
 */
export function observeLine(
  target: Element,
  line: Line,
  root: Element | null,
  report: (line: LineReport) => void,
  thresholds: number[] = [0],
): () => void {
  if (!canObserve()) return () => undefined;
  let initial = true;
  // A root margin must be a plain number of px: lines far off the page are held at ±10⁷ px.
  const px = Math.round(Math.max(-1e7, Math.min(1e7, line === 'bottom' ? 0 : line)));
  const top = line === 'bottom' ? '-100%' : `${-px}px`;
  const observer = new IntersectionObserver(
    (entries) => {
      // Only the newest entry matters when several queued up.
      const entry = entries[entries.length - 1]!;
      const rect = entry.boundingClientRect;
      const bounds = entry.rootBounds;
      const rootHeight = rootHeightOf(root);
      const y = line === 'bottom' ? rootHeight : line;
      // Without root bounds (a root in another origin's frame), measure the root instead.
      const rootTop = bounds ? bounds.top - y : root ? root.getBoundingClientRect().top : 0;
      const above = !entry.isIntersecting && rect.bottom < rootTop + y;
      report({ above, rect, rootTop, rootHeight, initial, ratio: entry.intersectionRatio });
      initial = false;
    },
    // The sides grow by the root's own width, so that a target beside the view (a rail at 320 px)
    // still crosses lines.
    { root, rootMargin: `${top} 100% ${BELOW} 100%`, threshold: thresholds },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

// Places a floating element (Popup, the Datepicker's calendar) beside its reference element. The
// algorithms (offset, flip, shift) are Floating UI's core; the platform, the auto-update and the
// hook are our own, much smaller than @floating-ui/dom because they cover only our case: the
// floating element is absolutely positioned, in a portal on document.body or right after its
// trigger, and the viewport is the area it must stay in.
import { computePosition, flip, offset, shift, type Placement, type Platform } from '@floating-ui/core';
import { useState, type CSSProperties, type RefObject } from 'react';
import { useLayoutEffect } from './useLayoutEffect.js';

export type { Placement };

export interface FloatingOptions {
  /** The side of the reference, then the alignment: `'top-start'`, `'bottom'`... */
  placement: Placement;
  /** The gap between the reference and the floating element, in pixels. */
  offset: number;
  /** The smallest distance kept from the viewport edges when sliding along, in pixels. */
  padding: number;
  /**
   * When neither the asked-for side nor the opposite one has room, also try the two other sides
   * (`'end'`: right or bottom first). By default the floating element stays on its axis.
   */
  crossAxis?: 'start' | 'end';
}

/**
 * What a floating element can be placed beside without being an element: anything that tells its
 * box in viewport coordinates, such as a point under the pointer.
 */
export interface VirtualElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  /** The element the virtual one belongs to, if any: a portaled popup joins its landmark. */
  contextElement?: Element | null;
}

export interface FloatingPosition {
  /** Left and top for `position: absolute`, in the floating element's containing block. */
  x: number;
  y: number;
  /** The placement really used, after flipping. */
  placement: Placement;
}

const dimensions = (element: Element) => ({
  width: (element as HTMLElement).offsetWidth,
  height: (element as HTMLElement).offsetHeight,
});

/**
 * The Semantic UI classes that draw the arrow for the placement really used: the side, then the
 * alignment along a top or bottom side (`'bottom-end'` → `'bottom right'`). The CSS kit draws side
 * arrows only at the vertical centre, so `left-start` gives `left center`. In a right-to-left
 * element, start is on the right.
 */
export function placementClasses(placement: Placement, rtl = false): string {
  const [side, align] = placement.split('-');
  const centre = !align || side === 'left' || side === 'right';
  return `${side} ${centre ? 'center' : (align === 'start') !== rtl ? 'left' : 'right'}`;
}

/**
 * Floating UI's platform, in viewport coordinates: the reference is its bounding client rect, the
 * floating element its layout size (offsetWidth and offsetHeight ignore the transform of its
 * opening animation), and the clipping rect is the viewport without its scrollbars.
 */
export const platform: Platform = {
  getElementRects: ({ reference, floating }) => {
    const { left, top, width, height } = (reference as VirtualElement).getBoundingClientRect();
    return {
      reference: { x: left, y: top, width, height },
      floating: { x: 0, y: 0, ...dimensions(floating) },
    };
  },
  getDimensions: dimensions,
  getClippingRect: () => {
    const { clientWidth, clientHeight } = document.documentElement;
    return { x: 0, y: 0, width: clientWidth, height: clientHeight };
  },
  isRTL: (element) => getComputedStyle(element).direction === 'rtl',
};

/**
 * Where the containing block of an absolutely positioned element starts, in viewport coordinates:
 * the padding box of its nearest positioned ancestor (less that ancestor's scroll), or the page
 * origin. A static table or cell can be an offsetParent without being the containing block, so
 * those are skipped; a static body has no offsetParent and means the page.
 */
function containingBlockOrigin(element: HTMLElement) {
  let parent = element.offsetParent as HTMLElement | null;
  while (parent && getComputedStyle(parent).position === 'static') {
    parent = parent.offsetParent as HTMLElement | null;
  }
  if (!parent) return { x: -scrollX, y: -scrollY };
  const { left, top } = parent.getBoundingClientRect();
  return { x: left + parent.clientLeft - parent.scrollLeft, y: top + parent.clientTop - parent.scrollTop };
}

/**
 * Computes where `floating` goes beside `reference`: the gap, then flipping to the other side when
 * there is no room, then sliding along to stay `padding` pixels inside the viewport.
 */
export async function positionFloating(
  reference: Element | VirtualElement,
  floating: HTMLElement,
  options: FloatingOptions,
): Promise<FloatingPosition> {
  const { x, y, placement } = await computePosition(reference, floating, {
    placement: options.placement,
    platform,
    middleware: [
      offset(options.offset),
      flip({ fallbackAxisSideDirection: options.crossAxis }),
      shift({ padding: options.padding }),
    ],
  });
  const origin = containingBlockOrigin(floating);
  return { x: x - origin.x, y: y - origin.y, placement };
}

/**
 * Calls `update` whenever the reference or the floating element may have moved or changed size:
 * on a resize of the window, on any scroll in the page (captured, so that scrolling containers
 * count too), and when either element is resized. Returns the cleanup.
 */
export function autoUpdate(
  reference: Element | VirtualElement,
  floating: Element,
  update: () => void,
): () => void {
  addEventListener('scroll', update, true);
  addEventListener('resize', update);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
  // A virtual reference has no box to observe: the scroll and resize listeners follow it.
  if (reference instanceof Element) observer?.observe(reference);
  observer?.observe(floating);
  return () => {
    removeEventListener('scroll', update, true);
    removeEventListener('resize', update);
    observer?.disconnect();
  };
}

/**
 * Keeps `floating` placed beside `reference` while `active`. Returns the placement really used
 * (the asked-for one until the first computation) and the style that puts the element there.
 */
export function useFloatingPosition(
  active: boolean,
  reference: RefObject<Element | VirtualElement | null | undefined>,
  floating: RefObject<HTMLElement | null>,
  options: FloatingOptions,
): { placement: Placement; style: CSSProperties } {
  const [position, setPosition] = useState<FloatingPosition | null>(null);
  const { placement, offset: gap, padding, crossAxis } = options;
  useLayoutEffect(() => {
    const anchor = reference.current;
    const element = floating.current;
    if (!active || !anchor || !element) return;
    let live = true;
    const update = () => {
      void positionFloating(anchor, element, { placement, offset: gap, padding, crossAxis }).then((next) => {
        // Unchanged (most scroll events elsewhere in the page): no render.
        if (live)
          setPosition((last) =>
            last?.x === next.x && last.y === next.y && last.placement === next.placement ? last : next,
          );
      });
    };
    update();
    const stop = autoUpdate(anchor, element, update);
    return () => {
      live = false;
      stop();
    };
  }, [active, reference, floating, placement, gap, padding, crossAxis]);
  return {
    placement: position?.placement ?? placement,
    style: { position: 'absolute', left: position?.x ?? 0, top: position?.y ?? 0, right: 'auto', margin: 0 },
  };
}

// A stand-in for IntersectionObserver in jsdom (which has none): a test lays elements out with
// `layout` (their rectangles for the current scroll position) and calls `update()` after each
// "scroll"; every observer then reports as a browser would: once when it starts watching, and when
// a target enters or leaves its root (the view, grown or cut by the root margin's top and bottom) or crosses a threshold.
import { vi } from 'vitest';

export interface Rect {
  top: number;
  height: number;
  width?: number;
}

interface Watched {
  target: Element;
  intersecting: boolean | null;
  ratio: number;
}

function domRect({ top, height, width = 100 }: Rect): DOMRectReadOnly {
  return {
    top,
    bottom: top + height,
    left: 0,
    right: width,
    width,
    height,
    x: 0,
    y: top,
    toJSON: () => ({}),
  } as DOMRectReadOnly;
}

export interface ObserverWorld {
  /** The rectangle of an element now (top in viewport px). Elements not given are far below the view. */
  layout: (element: Element) => Rect | undefined;
  /** The viewport's height (jsdom's window.innerHeight, 768, unless changed). */
  viewHeight: number;
  /** Makes every observer report what changed (as after a scroll). */
  update(): void;
  /** How many observers are watching now. */
  active(): number;
}

/** Installs the stand-in (and a ResizeObserver that reports once) until `vi.unstubAllGlobals()`. */
export function installObservers(): ObserverWorld {
  const observers = new Set<FakeObserver>();
  const world: ObserverWorld = {
    layout: () => undefined,
    viewHeight: typeof window === 'undefined' ? 600 : window.innerHeight,
    update: () => observers.forEach((observer) => observer.check(false)),
    active: () => observers.size,
  };

  class FakeObserver {
    private watched: Watched[] = [];
    private readonly top: number;
    private readonly below: number;
    private readonly thresholds: number[];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      const [top = '0px', , bottom = '0px'] = String(options.rootMargin ?? '0px').split(' ');
      const px = (value: string) =>
        value.endsWith('%') ? (parseFloat(value) / 100) * world.viewHeight : parseFloat(value);
      this.top = -px(top);
      this.below = px(bottom);
      const threshold = options.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    }
    observe(target: Element) {
      observers.add(this);
      this.watched.push({ target, intersecting: null, ratio: 0 });
      this.check(true);
    }
    unobserve(target: Element) {
      this.watched = this.watched.filter((item) => item.target !== target);
    }
    disconnect() {
      this.watched = [];
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    check(initialOnly: boolean) {
      const entries: IntersectionObserverEntry[] = [];
      const rootTop = this.top;
      const rootBottom = world.viewHeight + this.below;
      for (const item of this.watched) {
        if (initialOnly && item.intersecting !== null) continue;
        const rect = domRect(world.layout(item.target) ?? { top: 100_000, height: 0 });
        const intersecting = rect.bottom >= rootTop && rect.top <= rootBottom;
        const visible = Math.max(0, Math.min(rect.bottom, rootBottom) - Math.max(rect.top, rootTop));
        const ratio = intersecting ? (rect.height > 0 ? visible / rect.height : 1) : 0;
        const crossed = this.thresholds.some((t) => item.ratio < t !== ratio < t);
        if (item.intersecting === null || item.intersecting !== intersecting || crossed) {
          entries.push({
            target: item.target,
            boundingClientRect: rect,
            rootBounds: domRect({ top: rootTop, height: rootBottom - rootTop }),
            intersectionRect: rect,
            intersectionRatio: ratio,
            isIntersecting: intersecting,
            time: 0,
          });
        }
        item.intersecting = intersecting;
        item.ratio = ratio;
      }
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      this.callback([], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return world;
}

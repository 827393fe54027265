import {
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

/** Rows drawn above and below the visible ones, so that fast scrolling shows no gap. */
const OVERSCAN = 8;

interface ViewportSnapshot {
  /** The menu's scroll position. */
  readonly top: number;
  /** The height of one option (measured; a guess until the first is on screen). */
  readonly row: number;
  /** The menu's visible height. */
  readonly view: number;
}

/** The scroll position and sizes of a menu: a small external store that the DOM callbacks update. */
class Viewport {
  private snapshot: ViewportSnapshot = { top: 0, row: 36, view: 400 };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = () => this.snapshot;

  /** Reads the menu's scroll position and sizes; scrolls so that `reveal` (an index) is in view. */
  sync(menu: HTMLElement | null, reveal = -1): void {
    if (!menu) return;
    const { snapshot } = this;
    const row = (menu.querySelector('[role="option"]') as HTMLElement | null)?.offsetHeight || snapshot.row;
    const view = menu.clientHeight || snapshot.view;
    let top = menu.scrollTop;
    if (reveal >= 0) {
      const y = reveal * row;
      if (y < top) top = y;
      else if (y + row > top + view) top = y + row - view;
      if (top !== menu.scrollTop) menu.scrollTop = top;
    }
    if (top === snapshot.top && row === snapshot.row && view === snapshot.view) return;
    this.snapshot = { top, row, view };
    for (const listener of this.listeners) listener();
  }
}

interface OptionWindowProps {
  /** How many options the list holds. */
  count: number;
  /** The highlighted index, kept scrolled into view. */
  highlighted: number;
  /** The scrolling menu that holds the list. */
  menu: RefObject<HTMLDivElement | null>;
  /** Renders the option at an index. */
  render: (index: number) => ReactNode;
}

/**
 * Draws only the options that are in view (plus a few), with spacers for the rest, so that a list of
 * 10,000 options costs about as much as a list of 20. The menu scrolls as usual: Fomantic's
 * selection menus have a maximum height; a menu without one shows every option.
 */
export function OptionWindow({ count, highlighted, menu, render }: OptionWindowProps) {
  const [viewport] = useState(() => new Viewport());
  const { top, row, view } = useSyncExternalStore(viewport.subscribe, viewport.get, viewport.get);

  useEffect(() => {
    const el = menu.current;
    if (!el) return;
    const onScroll = () => viewport.sync(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [menu, viewport]);

  // Measure, and keep the highlighted option in view, before the browser paints.
  useLayoutEffect(() => viewport.sync(menu.current, highlighted), [viewport, menu, highlighted, count]);

  const first = Math.max(0, Math.floor(top / row) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + view) / row) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) rows.push(render(i));
  return (
    <>
      {first > 0 && <div aria-hidden="true" style={{ height: first * row }} />}
      {rows}
      {last < count && <div aria-hidden="true" style={{ height: (count - last) * row }} />}
    </>
  );
}

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

/**
 * The scroll position and sizes of a menu: a small external store that the DOM callbacks update.
 * `sync` reads the menu's scroll position and sizes, and scrolls so that `reveal` (an index) is in view.
 */
function createViewport() {
  let snapshot: ViewportSnapshot = { top: 0, row: 36, view: 400 };
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => snapshot,
    sync(menu: HTMLElement | null, reveal = -1) {
      if (!menu) return;
      // The average pitch of the drawn options: rows can differ by a border (the first one has none).
      const drawn = menu.querySelectorAll('[role="option"]');
      const first = drawn[0]?.getBoundingClientRect();
      const last = drawn[drawn.length - 1]?.getBoundingClientRect();
      // While the menu slides in it is scaled; measure in layout pixels.
      const scale = menu.offsetHeight && menu.getBoundingClientRect().height / menu.offsetHeight;
      const row =
        (scale > 0.5 && first && last && (last.bottom - first.top) / drawn.length / scale) || snapshot.row;
      const view = menu.clientHeight || snapshot.view;
      let top = menu.scrollTop;
      if (reveal >= 0) {
        const y = reveal * row;
        if (y < top) top = y;
        else if (y + row > top + view) top = y + row - view;
        if (top !== menu.scrollTop) menu.scrollTop = top;
      }
      if (top === snapshot.top && row === snapshot.row && view === snapshot.view) return;
      snapshot = { top, row, view };
      for (const listener of listeners) listener();
    },
  };
}

interface OptionWindowProps {
  /** How many options the list holds. */
  count: number;
  /** The highlighted index, kept scrolled into view. */
  highlighted: number;
  /** The menu's transition classes: it is measured again when they change (shown, animated). */
  phase: string;
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
export function OptionWindow({ count, highlighted, phase, menu, render }: OptionWindowProps) {
  const [viewport] = useState(createViewport);
  const { top, row, view } = useSyncExternalStore(viewport.subscribe, viewport.get, viewport.get);

  useEffect(() => {
    const el = menu.current;
    if (!el) return;
    const onScroll = () => viewport.sync(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [menu, viewport]);

  // Measure, and keep the highlighted option in view, before the browser paints.
  useLayoutEffect(
    () => viewport.sync(menu.current, highlighted),
    [viewport, menu, highlighted, count, phase],
  );

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

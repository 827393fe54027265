import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

/** Rows drawn above and below the visible ones, so that fast scrolling shows no gap. */
const OVERSCAN = 8;

interface Viewport {
  /** The menu's scroll position. */
  readonly top: number;
  /** The height of one option (measured; a guess until the first is on screen). */
  readonly row: number;
  /** The menu's visible height. */
  readonly view: number;
}

/**
 * Reads a menu's scroll position and sizes, and scrolls it so that `reveal` (an index) is in view.
 * Returns `last` when nothing changed.
 */
function measure(menu: HTMLElement, last: Viewport, reveal: number): Viewport {
  // The average pitch of the drawn options: rows can differ by a border (the first one has none).
  const drawn = menu.querySelectorAll('[role="option"]');
  const first = drawn[0]?.getBoundingClientRect();
  const end = drawn[drawn.length - 1]?.getBoundingClientRect();
  // While the menu slides in it is scaled; measure in layout pixels.
  const scale = menu.offsetHeight && menu.getBoundingClientRect().height / menu.offsetHeight;
  const row = (scale > 0.5 && first && end && (end.bottom - first.top) / drawn.length / scale) || last.row;
  const view = menu.clientHeight || last.view;
  let top = menu.scrollTop;
  if (reveal >= 0) {
    const y = reveal * row;
    if (y < top) top = y;
    else if (y + row > top + view) top = y + row - view;
    if (top !== menu.scrollTop) menu.scrollTop = top;
  }
  return top === last.top && row === last.row && view === last.view ? last : { top, row, view };
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
  const [viewport, setViewport] = useState<Viewport>({ top: 0, row: 36, view: 400 });
  const { top, row, view } = viewport;
  // The DOM callbacks measure against the latest viewport, not the one of their render.
  const latest = useRef(viewport);

  const sync = (reveal = -1) => {
    const next = menu.current && measure(menu.current, latest.current, reveal);
    if (next && next !== latest.current) setViewport((latest.current = next));
  };

  useEffect(() => {
    const el = menu.current;
    if (!el) return;
    const onScroll = () => sync();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
    // sync reads only the menu and the latest viewport, which do not change with renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);

  // Measure, and keep the highlighted option in view, before the browser paints.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => sync(highlighted), [menu, highlighted, count, phase]);

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

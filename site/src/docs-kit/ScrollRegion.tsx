import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';

interface ScrollRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> {
  /** What the region holds, e.g. "Code: BasicExample.tsx"; its name while it scrolls. */
  label: string;
}

/**
 * A box that scrolls when its content does not fit (code, wide tables). While it scrolls it is a
 * named region (`role="region"`, `aria-label`) and a Tab stop, so a keyboard user can reach it and
 * scroll it with the arrow keys (WCAG 2.1.1, axe `scrollable-region-focusable`). While everything
 * fits it is a plain box: no Tab stop that does nothing and no landmark per code block. It measures
 * itself when its own size or the size of a child changes (a narrower window, a zoom, table rows
 * filtered).
 */
export function ScrollRegion({ label, ...rest }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current!;
    // jsdom (the unit tests) has no ResizeObserver, and no layout to measure.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setScrolls(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
    );
    for (const box of [el, ...el.children]) observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} {...rest} {...(scrolls && { role: 'region', 'aria-label': label, tabIndex: 0 })} />;
}

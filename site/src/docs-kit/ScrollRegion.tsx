import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

interface ScrollRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> {
  /** What the region holds, e.g. "Source of BasicExample.tsx"; its name while it scrolls. */
  label: string;
  children?: ReactNode;
}

/** Whether the element's content is wider or taller than its box. */
function overflows(el: HTMLElement) {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}

/**
 * A box that scrolls when its content does not fit (code, wide tables). While it scrolls it is a
 * named region (`role="region"`, `aria-label`) and a Tab stop, so a keyboard user can reach it and
 * scroll it with the arrow keys (WCAG 2.1.1, axe `scrollable-region-focusable`). While everything
 * fits it is a plain box: no Tab stop that does nothing and no landmark per code block. It measures
 * itself when its size or its content's size changes.
 */
export function ScrollRegion({ label, children, ...rest }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current!;
    const measure = () => setScrolls(overflows(el));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box (a narrower window, a zoom) and its content two levels down (a table grows with its
    // rows; a code block's <pre> sits one level inside its wrapper).
    const observer = new ResizeObserver(measure);
    const watch = () => {
      observer.disconnect();
      observer.observe(el);
      for (const child of el.children) {
        observer.observe(child);
        for (const grandchild of child.children) observer.observe(grandchild);
      }
    };
    watch();
    // Content that is replaced (a new highlighted source, filtered rows).
    const mutations = new MutationObserver(() => {
      watch();
      measure();
    });
    mutations.observe(el, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      {...rest}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      data-scrolls={scrolls || undefined}
    >
      {children}
    </div>
  );
}

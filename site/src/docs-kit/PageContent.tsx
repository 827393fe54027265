import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useSiteLocation } from '../location';

/**
 * How many of the page body's children the first render shows: the first heading and the first
 * examples, more than a phone's or a laptop's first screen holds.
 */
const FIRST_VIEW = 3;

/**
 * The page body, at most 960px wide. It shows its first children at once and the rest right after
 * the first paint (as a transition, in slices), so the first screen is not held back by examples
 * further down. Deep links such as `#/modules/sidebar#direction` scroll to the element with that
 * id once the whole page has rendered, or once it appears, for parts that load after the page.
 *
 * It carries `data-route`, the path of the route whose page it is. Route changes render as React
 * transitions, so the old page (with its own title, not busy) stays in the document until the new
 * one commits: the new path in the address bar does not mean the new page is there, its
 * `data-route` does (the end-to-end tests and the benchmark wait for it).
 */
export function PageContent({ children }: { children: ReactNode }) {
  const { pathname, hash } = useSiteLocation();
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  useEffect(() => {
    if (!hash || !whole) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return Boolean(target);
    };
    if (scroll()) return;
    // Parts of a page load after it (API and keyboard tables, later sections): wait for the
    // target to appear, for at most 10 s, and scroll to it then.
    const observer = new MutationObserver(() => scroll() && stop());
    const timer = setTimeout(() => stop(), 10_000);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, whole]);
  const items = Children.toArray(children);
  return (
    // Busy while the rest of the page is still to come (tests and the benchmark wait for it).
    <div
      className="ui main container page-content"
      data-route={pathname}
      aria-busy={whole ? undefined : true}
    >
      {whole ? items : items.slice(0, FIRST_VIEW)}
      {whole && (
        <p className="page-markdown">
          <a href={`md${pathname}.md`}>This page as Markdown</a> (for tools and offline reading; all pages:{' '}
          <a href="llms.txt">llms.txt</a>)
        </p>
      )}
    </div>
  );
}

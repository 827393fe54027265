import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page body, at most 960px wide. Deep links such as `#/modules/sidebar#direction` scroll to
 * the element with that id once the page has rendered.
 */
export function PageContent({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return <div className="ui main container page-content">{children}</div>;
}

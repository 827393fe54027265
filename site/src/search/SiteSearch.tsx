import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../docs-kit/ErrorBoundary';

const SearchDialog = lazy(() => import('./SiteSearchDialog'));
/** Starts loading the dialog and its index (a hover or focus on a search button does). */
const prefetch = () => void import('./SiteSearchDialog');

const OpenSearch = createContext<() => void>(() => {});

/**
 * The site search: Ctrl+K (⌘K on a Mac) anywhere, or a search button, opens a dialog that finds
 * any page, example, section, prop or event. The dialog and its index (generated at build time,
 * build/search-index.ts) load when it first opens; the frame carries only this.
 */
export function SiteSearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <OpenSearch.Provider value={() => setOpen(true)}>
      {children}
      {open && (
        <ErrorBoundary what="The search">
          <Suspense fallback={null}>
            <SearchDialog onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </OpenSearch.Provider>
  );
}

/** A button that opens the site search, showing its shortcut. */
export function SearchButton({ className }: { className: string }) {
  const openSearch = useContext(OpenSearch);
  return (
    <button
      type="button"
      className={className}
      aria-keyshortcuts="Control+K Meta+K"
      onClick={openSearch}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      <i className="search icon" aria-hidden="true" />
      <span className="site-search-label">Search</span>
      <kbd aria-hidden="true">Ctrl K</kbd>
    </button>
  );
}

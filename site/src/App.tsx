import { Suspense, use, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PopupConfigProvider } from 'sui-react/popup';
import { ErrorBoundary } from './docs-kit/ErrorBoundary';
import { AppFrame } from './layout/AppFrame';
import { loadPage } from './pages';
import { DEFAULT_PATH, routes, type RouteEntry } from './routes';

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading the page…
    </div>
  );
}

/** A route's page, from its chunk (loaded once; main.tsx loads the first page before rendering). */
function RoutePage({ route }: { route: RouteEntry }) {
  const { default: Page } = use(loadPage(route));
  return <Page />;
}

/**
 * Scrolls back to the top when the page changes (deep links scroll themselves, see PageContent).
 * Not on the first page: it is at the top already, and scrolling there would force a layout of the
 * whole page inside the task that commits it, before the first paint.
 */
function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}#${hash}`);
  useEffect(() => {
    const location = `${pathname}#${hash}`;
    if (shown.current === location) return;
    shown.current = location;
    if (!hash) document.querySelector('.full-height')?.scrollTo({ top: 0 });
  }, [pathname, hash]);
}

export function App() {
  const { pathname } = useLocation();
  useScrollTopOnNavigate();
  return (
    // The site's tooltips are inverted and wait 300 ms (the provider does not load the popup code).
    <PopupConfigProvider inverted delay={300}>
      <AppFrame>
        {/* Keyed by path, so that leaving a failed page clears its error. */}
        <ErrorBoundary key={pathname} what="This page">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
              ))}
              <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </AppFrame>
    </PopupConfigProvider>
  );
}

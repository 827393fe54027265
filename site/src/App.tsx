import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PopupConfigProvider } from 'sui-react/popup';
import { ErrorBoundary } from './docs-kit/ErrorBoundary';
import { AppFrame } from './layout/AppFrame';
import { DEFAULT_PATH, routes } from './routes';

const pages = routes.map((route) => ({ ...route, Page: lazy(route.load) }));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading the page…
    </div>
  );
}

/** Scrolls back to the top when the page changes (deep links scroll themselves, see PageContent). */
function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
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
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </AppFrame>
    </PopupConfigProvider>
  );
}

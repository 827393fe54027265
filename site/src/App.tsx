import { Suspense, use, useEffect, useRef } from 'react';
import { PopupConfigProvider } from 'sui-react/popup';
import { Redirect, Route, Switch } from 'wouter';
import { ErrorBoundary } from './docs-kit/ErrorBoundary';
import { AppFrame } from './layout/AppFrame';
import { useSiteLocation } from './location';
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
  const { pathname, hash } = useSiteLocation();
  const shown = useRef(`${pathname}#${hash}`);
  useEffect(() => {
    const location = `${pathname}#${hash}`;
    if (shown.current === location) return;
    shown.current = location;
    if (!hash) document.querySelector('.full-height')?.scrollTo({ top: 0 });
  }, [pathname, hash]);
}

export function App() {
  const { pathname } = useSiteLocation();
  useScrollTopOnNavigate();
  return (
    // The site's tooltips are inverted and wait 300 ms (the provider does not load the popup code).
    <PopupConfigProvider inverted delay={300}>
      <AppFrame>
        {/* Keyed by path, so that leaving a failed page clears its error. */}
        <ErrorBoundary key={pathname} what="This page">
          <Suspense fallback={<PageLoading />}>
            {/* Matched on the route alone: a deep link's anchor (`#api`) is the page's business. */}
            <Switch location={pathname}>
              {routes.map((route) => (
                <Route key={route.path} path={route.path}>
                  <RoutePage route={route} />
                </Route>
              ))}
              {/* Any other address goes to the default page, in place of the unknown one. */}
              <Route>
                <Redirect to={DEFAULT_PATH} replace />
              </Route>
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </AppFrame>
    </PopupConfigProvider>
  );
}

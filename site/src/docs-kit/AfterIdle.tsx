import { Suspense, type ReactNode } from 'react';
import { useAfterIdle } from './after-idle';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Content the first view does not need (the API and keyboard tables): `loading` until the page has
 * shown (the browser's first idle time) and while the content's code and data load, then the
 * content; a failure shows as an error box in its place, naming `what`.
 */
export function AfterIdle({
  what,
  loading,
  children,
}: {
  what: string;
  loading: ReactNode;
  children: ReactNode;
}) {
  if (!useAfterIdle()) return loading;
  return (
    <ErrorBoundary what={what}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}

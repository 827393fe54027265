import { lazy, Suspense } from 'react';
import { PageContent, PageTitle } from '../../../docs-kit';

// The components (and their kit CSS) load after the page: this development page shows them all,
// and its first load stays that of a small page. The e2e tests wait for them (a11y-css.spec.ts).
const A11yStates = lazy(() => import('../a11y-states-fixture'));

/** The accessibility stylesheet's test page: each component in the states the stylesheet draws. */
export default function A11yStatesPage() {
  return (
    <>
      <PageTitle title="Accessibility states">
        Components in the states that forced colours and keyboard focus must keep visible.
      </PageTitle>
      <PageContent>
        <Suspense fallback={<p>Loading the components…</p>}>
          <A11yStates />
        </Suspense>
      </PageContent>
    </>
  );
}

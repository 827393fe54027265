import { PageContent, PageTitle } from '../../../docs-kit';

/** A scratch page for trying components during development. Its menu link shows only in dev builds. */
export default function TestPage() {
  return (
    <>
      <PageTitle title="Test">A scratch page for trying components while developing the library.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <div className="ui segment">
          <p>Nothing here yet: put a component on this page to try it in isolation.</p>
        </div>
      </PageContent>
    </>
  );
}

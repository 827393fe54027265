import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/container?api');

export default function ContainerPage() {
  return (
    <>
      <PageTitle title="Container">
        A container keeps its content within a width that suits the screen.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A plain container, and a narrower <code>text</code> container for reading. A container is never
            wider than its parent, so in these boxes they take the box&rsquo;s width on a large screen.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>fluid</code> takes the whole width; <code>textAlign</code> aligns the text; Fomantic UI adds
            a <code>wide</code> container and scrolling containers (<code>scrolling</code>,{' '}
            <code>resizable</code>
            ), as for segments.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A container has no role: it only sets a width. When it holds the page&rsquo;s main content, render
          it as that landmark with <code>as=&quot;main&quot;</code>. It adds no reflow of its own: on a narrow
          screen it takes the screen&rsquo;s width.
        </p>
        <p>
          Container uses no hook and no state: a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/loader.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/loader?api');

export default function LoaderPage() {
  return (
    <>
      <PageTitle title="Loader">A loader tells people to wait while something loads.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A loader shows when it is <code>active</code>, or inside a shown Dimmer, centred over its
            positioned container. Content under the spinner says what is loading (the loader then has the
            kit&rsquo;s <code>text</code> class).
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            An indeterminate loader turns the other way: how long the task takes is not known. A disabled
            loader is hidden.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Inline loaders sit in a line of text, or on a line of their own (
            <code>inline=&quot;centered&quot;</code>
            ); inverted ones suit dark backgrounds; sizes run from <code>mini</code> to <code>massive</code>.
            Fomantic UI adds colours, an <code>elastic</code> spinner and two speeds.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A loader is a <code>status</code>: a polite live region, which screen readers announce without
          moving the reader. Its name is &ldquo;Loading&rdquo; unless its content or an{' '}
          <code>aria-label</code> says what is loading. Put the loader in the page before the wait starts, or
          mark the region that waits with <code>aria-busy</code> (a loading Segment does).
        </p>
        <p>
          Loader uses no hook and no state: a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

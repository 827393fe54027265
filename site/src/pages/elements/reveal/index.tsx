import 'fomantic-ui-css/components/reveal.min.css';
import 'fomantic-ui-css/components/image.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/reveal?api');

export default function RevealPage() {
  return (
    <>
      <PageTitle title="Reveal">
        A reveal shows hidden content when the pointer is over it, or the focus in it.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            The first <code>Reveal.Content</code> (<code>visible</code>) covers the second (
            <code>hidden</code>) until you point at the reveal or tab to it. <code>animated</code> says how it
            moves aside: it fades, moves (left, right, up or down), rotates, or, in Fomantic, slides with the
            hidden content. The reveal needs a size: its contents here are images of one size.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            An <code>active</code> reveal shows its hidden content already; a <code>disabled</code> one never
            does. <code>instant</code> starts the animation at once.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Both contents are in the page for screen readers, which read them in order: write the hidden
          content&rsquo;s text (or its image&rsquo;s <code>alt</code>) to follow the visible one&rsquo;s. So
          that keyboard users can see the hidden content too, a reveal takes focus (<code>tabIndex</code> 0)
          unless it is active or disabled, and <code>sui-react/a11y.css</code> reveals it while it has the
          focus or holds it. A reveal around a link or a button can take <code>tabIndex={'{-1}'}</code>: the
          focus of what it holds reveals it. To name the stop for screen readers, give it{' '}
          <code>role=&quot;group&quot;</code> and an <code>aria-label</code>.
        </p>
        <p>
          Reveal and Reveal.Content use no hook and no state: a React Server Component renders them with no
          client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

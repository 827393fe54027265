import 'fomantic-ui-css/components/placeholder.min.css';
import 'fomantic-ui-css/components/button.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import basic from './examples/BasicExample.tsx?example';
import images from './examples/ImagesExample.tsx?example';
import lines from './examples/LinesExample.tsx?example';
import loading from './examples/LoadingExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/placeholder?api');

export default function PlaceholderPage() {
  return (
    <>
      <PageTitle title="Placeholder">A placeholder stands for content while it loads.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Placeholder" example={basic}>
          <p>
            A <code>Placeholder</code> draws grey shapes for what is coming: a <code>Placeholder.Header</code>{' '}
            (with a square beside it when it has <code>image</code>) and a <code>Placeholder.Paragraph</code>,
            each made of <code>Placeholder.Line</code>s. The parts are also named exports:{' '}
            <code>PlaceholderHeader</code>, <code>PlaceholderParagraph</code>, <code>PlaceholderLine</code>,{' '}
            <code>PlaceholderImage</code>.
          </p>
        </Example>
        <Example title="Lines" example={lines}>
          <p>
            Without a <code>length</code> the kit varies the lengths of the first lines itself;{' '}
            <code>length</code> sets one, from <code>full</code> to <code>very short</code>.
          </p>
        </Example>
        <Example title="Images" example={images}>
          <p>
            <code>Placeholder.Image</code> is a low band by default, a square with <code>square</code> and a
            wide rectangle with <code>rectangular</code>. It takes the width of the placeholder.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            A <code>fluid</code> placeholder takes the whole width instead of a reading width; an{' '}
            <code>inverted</code> one suits a dark ground.
          </p>
        </Example>
        <Example title="While loading" example={loading}>
          <p>
            The placeholder takes the place of the content until it is there. The region that waits says so
            with <code>aria-busy</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A placeholder only stands for content that is loading, and its shapes mean nothing to a screen
          reader: it renders <code>aria-hidden=&quot;true&quot;</code>, so assistive technology skips it. Tell
          those users about the wait where it happens: <code>aria-busy</code> on the region that loads, or a
          status message (the Loader element) when the wait is long. Pass <code>aria-hidden={'{false}'}</code>{' '}
          if a placeholder must be exposed.
        </p>

        <h2 className="ui dividing header">Server components</h2>
        <p>
          Placeholder and its parts use no hook and no state, so a React Server Component renders them with no
          client JavaScript, for example as the fallback of a <code>Suspense</code> boundary.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import { Message } from 'sui-react/message';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import collapse from './examples/CollapseExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/collapse?api');

export default function CollapsePage() {
  return (
    <>
      <PageTitle title="Collapse">
        A collapse allows you to conditionally hide some content with animation.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Collapse" example={collapse}>
          <p>
            The button toggles <code>collapsed</code>. The height animates for <code>duration</code>{' '}
            milliseconds (350 by default); the first render never animates. As a disclosure button it carries{' '}
            <code>aria-expanded</code> and <code>aria-controls</code>.
          </p>
        </Example>
        <Message info dismissable={false}>
          <div className="header">No polyfill needed</div>
          <p>
            Collapse animates with the Web Animations API (<code>element.animate</code>), which every current
            browser supports, so no polyfill script is required.
          </p>
        </Message>

        <h2 className="ui dividing header">States and accessibility</h2>
        <p>
          The element has the class <code>collapsing</code> while it moves, then <code>collapsed</code> or{' '}
          <code>expanded</code>. Collapsed content is <code>hidden</code>, so nothing inside it can take focus
          or be read, and it is inert while it closes. When the user prefers reduced motion, it opens and
          closes at once.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/sticky.min.css';
import 'fomantic-ui-css/components/table.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import calculations from './examples/VisibilityCalculationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/visibility?api');

export default function VisibilityPage() {
  return (
    <>
      <PageTitle title="Visibility">
        Visibility calls you back as content moves into, through and out of the view.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Live calculations" example={calculations}>
          <p>
            <code>onUpdate</code> gets the calculations on each report; the table shows the last ones. With{' '}
            <code>once={'{false}'}</code>, callbacks such as <code>onTopPassed</code> are called each time
            their condition becomes true again, and <code>fireOnMount</code> calls those that hold at once.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Visibility renders a plain <code>div</code> around its content and adds nothing to read or focus.
          Its callbacks must not take the reader anywhere: loading more content as the end comes into view is
          fine, moving focus or scrolling the page is not. Content that only appears once seen must also be
          reachable without scrolling (a link or a button), for keyboard and screen-reader users whose view
          does not move.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/ad.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import centered from './examples/CenteredExample.tsx?example';
import units from './examples/UnitsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/advertisement?api');

export default function AdvertisementPage() {
  return (
    <>
      <PageTitle title="Advertisement">An advertisement is a slot of a standard size for an ad.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Units" example={units}>
          <p>
            <code>unit</code> gives the slot one of the standard sizes (a banner, a leaderboard, a medium
            rectangle, a skyscraper and the rest: the API table lists them). <code>test</code> draws a grey
            placeholder of that size, with the text given, until the ad network fills the slot. The sizes are
            fixed: a unit wider than its container (a 728-pixel leaderboard, or a 320-pixel mobile banner on a
            320-pixel phone) goes past its edge, so pick the units by screen.
          </p>
        </Example>
        <Example title="Centered, in a landmark" example={centered}>
          <p>
            <code>centered</code> centres the slot in its container.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          An advertisement only sizes a slot; what fills it names itself (an ad network&rsquo;s frame needs a{' '}
          <code>title</code>). To let screen-reader users tell an ad from the page&rsquo;s content and skip
          it, render the slot as a named landmark: <code>as=&quot;aside&quot;</code> with an{' '}
          <code>aria-label</code>. A test placeholder&rsquo;s text is drawn by the stylesheet and is not part
          of the page&rsquo;s text. Advertisement uses no hook and no state: a React Server Component renders
          it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

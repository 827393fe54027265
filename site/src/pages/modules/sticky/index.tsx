import 'fomantic-ui-css/components/sticky.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import context from './examples/StickyContextExample.tsx?example';
import native from './examples/StickyNativeExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/sticky?api');

export default function StickyPage() {
  return (
    <>
      <PageTitle title="Sticky">
        Sticky content stays in view while the content beside it scrolls past.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Within a context" example={context}>
          <p>
            With <code>context</code> (a ref to the grid), the panel is fixed to the top of the view,{' '}
            <code>offset</code> pixels down, once its place passes there (<code>ui fixed top sticky</code>),
            and stays at the bottom of its column when the grid ends (<code>ui bound bottom sticky</code>).{' '}
            <code>onStick</code> and <code>onUnstick</code> report the changes.
          </p>
        </Example>
        <Example title="Native sticky" example={native}>
          <p>
            Without <code>context</code> and <code>pushing</code>, the kit&apos;s <code>native</code> sticky
            (CSS <code>position: sticky</code>) keeps the bar at the top of the view within its parent.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Sticky only changes where its content is drawn: the content keeps its place in the reading and focus
          order, and its wrapper keeps its height while it is stuck, so the page does not jump. Stuck content
          covers what scrolls under it; keep it small, so that at 320 pixels wide or zoomed in it does not
          hide the text being read, and give <code>offset</code> room for any fixed bar above it. Nothing
          reads the layout on scroll: IntersectionObserver reports each crossing.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

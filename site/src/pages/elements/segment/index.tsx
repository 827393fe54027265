import 'fomantic-ui-css/components/button.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import fomantic from './examples/FomanticExample.tsx?example';
import groups from './examples/GroupsExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/segment?api');

export default function SegmentPage() {
  return (
    <>
      <PageTitle title="Segment">A segment groups related content.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A plain frame, or one that looks raised, stacked or piled; vertical segments drop the frame and
            keep a line between them. A placeholder segment keeps room for content to come, with its actions
            on one line in a <code>Segment.Inline</code>.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A loading segment covers its content with a spinner and is <code>aria-busy</code>, so screen
            readers wait for it. A disabled one is faded: say so with <code>aria-disabled</code> when it
            matters.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Attached segments join into one piece; <code>padded</code>, <code>compact</code>, colours, the
            emphasis of <code>secondary</code> and <code>tertiary</code>, inverted colours, floats that a{' '}
            <code>clearing</code> segment holds, aligned text, no frame at all, a circle and sizes.
          </p>
        </Example>
        <Example title="Groups" example={groups}>
          <p>
            <code>Segment.Group</code> (also exported as <code>SegmentGroup</code>) draws segments as one
            block, one under the other or side by side (<code>horizontal</code>), and groups nest. The group
            takes the raised, stacked and piled looks too.
          </p>
        </Example>
        <Example title="Fomantic UI additions" example={fomantic}>
          <p>
            A scrolling segment caps its height (<code>very short</code> to <code>very long</code>): give it{' '}
            <code>tabIndex</code>, a role and a name so that the keyboard can scroll it. Seamless attached
            segments drop the line between them, and a fitted segment drops its padding.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A segment is a <code>div</code> with no role: it groups content for the eye. When a group is a
          landmark or a section of the page, say so with <code>as=&quot;section&quot;</code> and a heading, or
          a role and a name. A loading segment (or group) is <code>aria-busy</code> until it is done.
        </p>
        <p>
          Segment, Segment.Group and Segment.Inline use no hook and no state: a React Server Component renders
          them with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/rail.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/rail?api');

export default function RailPage() {
  return (
    <>
      <PageTitle title="Rail">A rail shows content beside a container, in its margin.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A rail is placed against a side of the nearest positioned container (a <code>Segment</code> is
            one), outside it, from its top. <code>position</code> names the side. The kit gives rails a width
            of 300 pixels: on a narrow screen, give them less (here with <code>style</code>), or they go past
            the page.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            An <code>internal</code> rail sits inside the container, an <code>attached</code> one against its
            edge, a <code>close</code> one nearer to it (<code>very</code> nearer still), a{' '}
            <code>dividing</code> one behind a line; <code>size</code> sets the size of its text.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A rail is drawn beside the content but comes in the reading order where you write it: put it where
          it makes sense to read, often after the main content. Rail uses no hook and no state: a React Server
          Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

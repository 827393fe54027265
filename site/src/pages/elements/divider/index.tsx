import 'fomantic-ui-css/components/divider.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/divider?api');

export default function DividerPage() {
  return (
    <>
      <PageTitle title="Divider">A divider sets groups of content apart.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A line across, a line with text in it (<code>horizontal</code>), or a vertical line between two
            columns of a relatively positioned container, usually with a word such as &ldquo;or&rdquo;.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Inverted colours, no space around it (<code>fitted</code>), space without a line (
            <code>hidden</code>
            ), more space (<code>section</code>), a divider that clears floats, and, from Fomantic UI, text at
            the left or right of a horizontal divider and sizes.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A divider without content is a <code>separator</code> for screen readers (a vertical one says its
          orientation). A divider with content is plain text, read where it stands, and a hidden divider is
          only space, with no role. Pass <code>role</code> to choose otherwise, or{' '}
          <code>as=&quot;hr&quot;</code> for the element itself.
        </p>
        <p>
          Divider uses no hook and no state: a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/progress.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import standard from './examples/StandardExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/progress?api');

export default function ProgressPage() {
  return (
    <>
      <PageTitle title="Progress">A progress bar shows how far a task has come.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Standard" example={standard}>
          <p>
            The bar fills to <code>value / maximum</code> and prints the percentage with{' '}
            <code>precision</code> decimals. The children are its label, which also names the progress bar for
            assistive technology. At the maximum it turns green, unless <code>autoSuccess</code> is off.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Classes give colours, states and sizes. The value here runs from -20 to 120 and starts again: the
            bars stay within 0 and 100. Attached and tiny bars hide the percentage.
          </p>
        </Example>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

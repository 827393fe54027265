import 'fomantic-ui-css/components/form.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import autoHeight from './examples/AutoHeightExample.tsx?example';
import basic from './examples/TextAreaExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/textarea?api');

export default function TextAreaPage() {
  return (
    <>
      <PageTitle title="TextArea">A text field of several lines.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Rows" example={basic}>
          <p>
            TextArea is the native <code>&lt;textarea&gt;</code>: a form submits it under its{' '}
            <code>name</code> and a reset puts <code>defaultValue</code> back. <code>rows</code> sets how many
            lines show (3 unless given); anything but a whole number of 1 or more throws an error naming the
            prop. The kit draws it inside a <code>ui form</code>.
          </p>
        </Example>
        <Example title="Auto height" example={autoHeight}>
          <p>
            <code>autoHeight</code> grows the box with its text, from <code>rows</code> lines, instead of
            scrolling. CSS does it (<code>field-sizing: content</code>), with no script; a browser without
            that property keeps the height of <code>rows</code> and scrolls.{' '}
            <code>onChange(event, data)</code> gets the new text as <code>data.value</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Name it with a <code>&lt;label htmlFor&gt;</code> (or use <code>Form.TextArea</code>, whose label
          does it). It is a server component: no hook and no state, so a React Server Component renders it
          with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

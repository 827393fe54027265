import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/form.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import checkbox from './examples/CheckboxExample.tsx?example';
import radio from './examples/RadioExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/checkbox?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/checkbox/keyboard');

export default function CheckboxPage() {
  return (
    <>
      <PageTitle title="Checkbox and radio button">
        A checkbox lets the user choose a value from a small set of options, often an on/off choice.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Checkbox" example={checkbox}>
          <p>
            A standard checkbox, on a real <code>{'<input type="checkbox">'}</code>: Space toggles it and
            clicking the label works. <code>disabled</code> takes it out of the tab order;{' '}
            <code>readOnly</code> keeps it focusable but ignores changes. The last box is bound to the same
            state as the first.
          </p>
        </Example>
        <Example title="Radio button" example={radio}>
          <p>
            Radios in a <code>RadioGroup</code> share one value of any type, here strings and an object. Tab
            reaches the chosen radio; the arrow keys move to the next one and choose it. A value that matches
            no radio leaves them all unchecked.
          </p>
        </Example>
        <Example title="Styled variations" example={styled}>
          <p>
            The <code>slider</code> and <code>toggle</code> classes restyle checkboxes and radios. A styled
            checkbox is announced as a switch.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          Both are native inputs, so the browser supplies their keys; a radio group is one tab stop, as in the
          WAI-ARIA radio group pattern.
        </p>
        <h3 className="ui header">Checkbox</h3>
        <KeyboardTable load={keys} table="checkboxKeyboard" caption="Checkbox keys" />
        <h3 className="ui header">Radio group</h3>
        <KeyboardTable load={keys} table="radioKeyboard" caption="Radio group keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

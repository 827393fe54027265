import 'fomantic-ui-css/components/list.min.css';
import 'fomantic-ui-css/components/table.min.css';
import { lazy, Suspense } from 'react';
import { CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';

/**
 * Both examples load after the page, below its first screen (the table of what each control
 * submits), with the kit CSS that only they need (example-styles.ts): the plain form shows every
 * input component at once, and the react-hook-form library is only its example's. The page's own
 * text draws without them.
 */
const PlainFormSection = lazy(() =>
  Promise.all([import('./example-styles'), import('./examples/NativeFormExample.tsx?example')]).then(
    ([, { default: nativeForm }]) => ({
      default: function PlainFormSection() {
        return (
          <Example title="A plain form" example={nativeForm}>
            <p>
              No state in the component: the form owns the values. Submit shows the <code>FormData</code>{' '}
              entries the browser would post. Submitting with no fruit or no date is refused: the browser
              shows its message at the control, focus goes to it, and it turns red until it is filled in.
              Reset puts every control back to its <code>defaultValue</code>.
            </p>
          </Example>
        );
      },
    }),
  ),
);

const HookFormSection = lazy(() =>
  Promise.all([import('./example-styles'), import('./examples/HookFormExample.tsx?example')]).then(
    ([, { default: hookForm }]) => ({
      default: function HookFormSection() {
        return (
          <Example title="With react-hook-form" example={hookForm}>
            <p>
              Each control is wrapped in a <code>Controller</code>, which passes <code>value</code>,{' '}
              <code>onChange</code>, <code>onBlur</code> and <code>ref</code> (a Select's ref can take the
              focus, so react-hook-form focuses the first field in error). The errors use Fomantic's form
              markup: the form gets <code>error</code>, each failing <code>field</code> gets{' '}
              <code>error</code>, the control its <code>error</code> prop, and a <code>ui error message</code>{' '}
              lists them.
            </p>
          </Example>
        );
      },
    }),
  ),
);

const FormCollectionSection = lazy(() =>
  Promise.all([
    import('./example-styles'),
    import('./examples/FormCollectionHookFormExample.tsx?example'),
  ]).then(([, { default: formHookForm }]) => ({
    default: function FormCollectionSection() {
      return (
        <Example title="The Form collection with react-hook-form" example={formHookForm}>
          <p>
            <code>register</code> spreads <code>name</code>, <code>onChange</code>, <code>onBlur</code> and{' '}
            <code>ref</code> onto <code>Form.Input</code>, which hands them to its native input. The Select
            and the Checkbox go through a <code>Controller</code>: their <code>onChange(event, data)</code>{' '}
            gives <code>data.value</code> and <code>data.checked</code>. Each message goes to the
            field&rsquo;s <code>error</code>: it shows as a prompt label, the control is marked invalid and
            described by it.
          </p>
        </Example>
      );
    },
  })),
);

export default function FormsGuide() {
  return (
    <>
      <PageTitle title="Forms">
        Every input component takes part in a native form: what it holds is submitted, reset and validated
        like a browser's own controls.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">What each control submits</h2>
        <p>
          Select, MultiSelect, Datepicker, Rating, Search, Checkbox and RadioGroup take <code>name</code>,{' '}
          <code>form</code>, <code>required</code> and <code>disabled</code> as native controls do. A{' '}
          <code>name</code> puts the value into the form's <code>FormData</code>:
        </p>
        <table className="ui celled unstackable table">
          <thead>
            <tr>
              <th>control</th>
              <th>entries in FormData</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Select</td>
              <td>
                one, the value as text (the option's <code>valueField</code>); none while empty
              </td>
            </tr>
            <tr>
              <td>MultiSelect</td>
              <td>
                one per selected value, in the order chosen (read them with <code>formData.getAll(name)</code>
                )
              </td>
            </tr>
            <tr>
              <td>Datepicker</td>
              <td>
                one, in ISO 8601 at the mode's precision, never the text shown: <code>2026-01-15T14:30</code>{' '}
                (datetime), <code>2026-01-15</code> (date), <code>14:30</code> (time), <code>2026-01</code>{' '}
                (month), <code>2026</code> (year), the forms of the browser's own date inputs; none while
                empty
              </td>
            </tr>
            <tr>
              <td>Rating</td>
              <td>one, the number; none at 0 (no rating)</td>
            </tr>
            <tr>
              <td>Search</td>
              <td>one, the text in the input, as a text input (an empty text when empty)</td>
            </tr>
            <tr>
              <td>Checkbox, RadioGroup</td>
              <td>
                the checked box's <code>value</code> (<code>on</code> by default); the chosen radio's value as
                text
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          Empty controls submit nothing, as an unchecked box or a select with no choice does, so{' '}
          <code>formData.get(name)</code> is <code>null</code> on the server. A disabled control submits
          nothing and is not validated. <code>form="id"</code> ties a control to a form elsewhere in the page.
          A Select, MultiSelect or RadioGroup with a <code>name</code> whose values are objects is an error
          that names the component, the name and the value: pick a <code>valueField</code> that is a string or
          number, or give <code>formValue</code> to turn each value into text.
        </p>

        <h2 className="ui dividing header">Examples</h2>
        <Suspense fallback={<p>Loading the plain form example…</p>}>
          <PlainFormSection />
        </Suspense>
        <Suspense fallback={<p>Loading the react-hook-form example…</p>}>
          <HookFormSection />
        </Suspense>

        <h2 className="ui dividing header">The Form collection</h2>
        <p>
          <code>Form</code> (from <code>sui-react/form</code>) draws a form in the kit&rsquo;s layout with
          Semantic UI React&rsquo;s API: <code>Form.Field</code>, <code>Form.Group</code>, and the fields
          around a control, <code>Form.Input</code>, <code>.TextArea</code>, <code>.Select</code>,{' '}
          <code>.Dropdown</code>, <code>.Checkbox</code>, <code>.Radio</code> and <code>.Button</code>. It
          renders a real <code>&lt;form&gt;</code> and its controls are the components above, so everything on
          this page holds for them: they submit under their <code>name</code>, a reset puts them back and{' '}
          <code>required</code> is checked by the browser. A field&rsquo;s label names its control and its{' '}
          <code>error</code> message is tied to it. The Form page has an example of each part.
        </p>
        <Suspense fallback={<p>Loading the Form collection example…</p>}>
          <FormCollectionSection />
        </Suspense>

        <h2 className="ui dividing header">Reset</h2>
        <p>
          <code>form.reset()</code> and reset buttons put uncontrolled controls back to{' '}
          <code>defaultValue</code> (<code>defaultChecked</code> for a checkbox). A controlled Select,
          MultiSelect, Datepicker, Rating or RadioGroup calls its <code>onChange</code> with its{' '}
          <code>defaultValue</code> and keeps showing <code>value</code> until its owner passes the new one,
          so the owner decides. (A Select or RadioGroup with no <code>defaultValue</code> has no value to
          report, as its <code>onChange</code> only receives values: uncontrolled, it empties quietly;
          controlled, it keeps its value. A MultiSelect reports <code>[]</code>, a Datepicker{' '}
          <code>null</code>, a Rating 0.) A controlled Checkbox keeps its state, like React's own controlled
          inputs. A Search is emptied.
        </p>

        <h2 className="ui dividing header">Validation</h2>
        <p>
          <code>required</code> blocks the submit while the control is empty, through the browser's constraint
          validation: <code>form.checkValidity()</code> and <code>reportValidity()</code> see it, the
          browser's message points at the visible control and focus goes there. For Select, MultiSelect and
          Rating an unseen input laid over the control carries the constraint; it is out of the tab order and
          hidden from screen readers, and the control itself has <code>aria-required</code>. The Datepicker
          also refuses text that is not a date and a <code>value</code> outside <code>minDate</code>–
          <code>maxDate</code>, with a message in the page's language such as "Choose 1 January 2026 or
          later." (the texts are <code>datepicker.messages</code> of the localization), as a browser's date
          input refuses an out-of-range date.
        </p>
        <p>
          The <code>error</code> prop shows a control as invalid: Fomantic's <code>error</code> class where
          the kit styles one (the dropdowns and the Search input) and <code>aria-invalid="true"</code>. After
          the browser refused a submit, the controls at fault show the same until their value changes.
          Checkboxes, radios, ratings and a bare Datepicker input turn red inside a <code>field error</code>{' '}
          of a <code>ui form</code>.
        </p>

        <h2 className="ui dividing header">With a server action</h2>
        <p>
          Because the values are in <code>FormData</code>, a server action (React 19, Next.js App Router)
          reads them with no client code: the form posts, and the action gets the same entries the first
          example shows. This site is a static page with no server, so the code is shown here; the
          repository's runnable Next.js app is in <code>examples/nextjs</code>.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `// app/order/page.tsx: a server component
import { Datepicker } from 'sui-react/datepicker';
import { MultiSelect, Select } from 'sui-react/select';

const FRUITS = [
  { id: 'apple', name: 'Apple' },
  { id: 'banana', name: 'Banana' },
];

async function order(formData: FormData) {
  'use server';
  const fruit = formData.get('fruit'); // 'apple'
  const tags = formData.getAll('tags'); // ['Fresh', 'Local']
  const delivery = formData.get('delivery'); // '2026-01-15', whatever the user's language
  // ... save the order, then redirect or revalidate
}

export default function OrderPage() {
  return (
    <form action={order} className="ui form">
      <Select name="fruit" required options={FRUITS} labelField="name" valueField="id" aria-label="Fruit" />
      <MultiSelect name="tags" options={['Fresh', 'Local', 'Organic']} aria-label="Tags" />
      <Datepicker name="delivery" mode="date" required aria-label="Delivery date" />
      <button className="ui primary button">Order</button>
    </form>
  );
}`,
          )}
        />
        <p>
          Props that cross from a server component into the library's client components must be serialisable:
          options as plain objects and field names work; a <code>formValue</code> function does not (give such
          a select a wrapper component marked <code>'use client'</code>).
        </p>

        <h2 className="ui dividing header">Keyboard</h2>
        <ul className="ui list">
          <li>
            <kbd>Tab</kbd> moves through the controls in order; the unseen inputs that carry values and
            constraints are never reached.
          </li>
          <li>
            Select and MultiSelect open on focus or <kbd>Down</kbd>; arrows move, <kbd>Enter</kbd> chooses,{' '}
            <kbd>Escape</kbd> closes. In a MultiSelect, <kbd>Backspace</kbd> removes the last value.
          </li>
          <li>
            The Datepicker takes typed text in the language's format, or <kbd>Down</kbd> opens the calendar:
            arrows move by day and week, <kbd>Enter</kbd> chooses.
          </li>
          <li>
            Rating is a slider: arrows add or take away a point, <kbd>Home</kbd> clears it, <kbd>End</kbd>{' '}
            gives full marks. <kbd>Space</kbd> toggles a checkbox; arrows choose among radios.
          </li>
          <li>
            <kbd>Enter</kbd> in the Datepicker's text input submits the form, as in any text input; in the
            Search input it chooses the highlighted result, and submits when none is highlighted.
          </li>
        </ul>
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/message.min.css';
import { lazy, Suspense } from 'react';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import error from './examples/ErrorExample.tsx?example';
import fields from './examples/FieldsExample.tsx?example';
import states from './examples/StatesExample.tsx?example';

/**
 * The two examples with selects load after the page: the Select module and its Semantic UI React
 * adapter are most of what they weigh, and the page's first load stays within its 110 KB budget.
 */
const ControlsSection = lazy(() =>
  import('./examples/ControlsExample.tsx?example').then(({ default: controls }) => ({
    default: function ControlsSection() {
      return (
        <Example title="Controls" example={controls}>
          <p>
            <code>Form.Select</code>, <code>Form.Dropdown</code> (<code>multiple</code>, <code>search</code>)
            and <code>Form.Radio</code> take Semantic UI React&rsquo;s props: <code>options</code> as{' '}
            <code>{'{ key, text, value }'}</code>, <code>checked</code>, and{' '}
            <code>onChange(event, data)</code> with the new <code>data.value</code> (or{' '}
            <code>data.checked</code>). They are the library&rsquo;s Select, MultiSelect, Checkbox and Radio.
          </p>
        </Example>
      );
    },
  })),
);

const SubmitSection = lazy(() =>
  import('./examples/SubmitExample.tsx?example').then(({ default: submit }) => ({
    default: function SubmitSection() {
      return (
        <Example title="Submit and reset" example={submit}>
          <p>
            Form renders a real <code>&lt;form&gt;</code>. Every control submits under its <code>name</code>,
            is put back by a reset button and is checked by the browser when <code>required</code>.{' '}
            <code>onSubmit(event, data)</code> runs after those checks, and stops the browser&rsquo;s own
            submit unless an <code>action</code> is given.
          </p>
        </Example>
      );
    },
  })),
);

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/form?api');

export default function FormPage() {
  return (
    <>
      <PageTitle title="Form">A form lays out labelled fields and sends what they hold.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Fields" example={fields}>
          <p>
            <code>Form.Input</code>, <code>Form.TextArea</code> and <code>Form.Checkbox</code> are each a
            field around their control: <code>label</code> names the control, <code>required</code> adds the
            asterisk and makes the browser refuse to submit while the control is empty.{' '}
            <code>Form.Group</code> puts fields on one row (<code>widths=&quot;equal&quot;</code> shares it),
            and <code>width</code> on a field gives it sixteenths of the row.
          </p>
        </Example>
        <Suspense fallback={<p>Loading the controls example…</p>}>
          <ControlsSection />
        </Suspense>
        <Example title="Errors" example={error}>
          <p>
            <code>error</code> on a field marks it wrong; given a message, it shows it as a prompt label
            pointing at the control (<code>pointing: &quot;below&quot;</code> or{' '}
            <code>&quot;right&quot;</code> puts it before). The control gets <code>aria-invalid</code> and is
            described by the message (<code>aria-describedby</code>), so a screen reader reads it with the
            field.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            <code>success</code>, <code>error</code>, <code>warning</code> and Fomantic&rsquo;s{' '}
            <code>info</code> show the Messages of that kind inside the form; <code>loading</code> covers it
            with a spinner and marks it busy. <code>size</code>, <code>inverted</code>,{' '}
            <code>unstackable</code> and <code>widths=&quot;equal&quot;</code> change the whole form.
          </p>
        </Example>
        <Suspense fallback={<p>Loading the submit and reset example…</p>}>
          <SubmitSection />
        </Suspense>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Every field&rsquo;s label names its control: a native control through <code>htmlFor</code>, a select
          through <code>aria-labelledby</code>, a checkbox or radio by holding the label itself. The ids come
          from the field&rsquo;s <code>id</code>; <code>Form.Input</code> and the other controls make one when
          it is not given. <code>Form.Field</code> with a <code>control</code> is a server component and
          cannot make one: give it an <code>id</code>, or it says so in development. An error message is a
          visible label tied to the control by <code>aria-describedby</code>, and the control is marked{' '}
          <code>aria-invalid</code>; under forced colours the field&rsquo;s border and the message&rsquo;s
          outline stay visible. <code>Form.Group grouped</code> with a <code>&lt;label&gt;</code> is a visual
          group only: for a set of radios that must be announced as a group, wrap them in a{' '}
          <code>&lt;fieldset&gt;</code> with a <code>&lt;legend&gt;</code>, or use RadioGroup.
        </p>
        <p>
          Form, Form.Field and Form.Group use no hook: they are server components. The controls (
          <code>Form.Input</code>, <code>Form.Select</code>…) are client components, which a server component
          renders as client references. On the server, write <code>Form.Select</code>,{' '}
          <code>Form.Checkbox</code> or <code>Form.Radio</code> rather than a <code>Form.Field</code> with{' '}
          <code>control=&#123;Select&#125;</code>: the field finds the adapter for the library&apos;s control
          only where the controls&apos; module runs.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

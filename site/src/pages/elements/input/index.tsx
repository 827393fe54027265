import 'fomantic-ui-css/components/input.min.css';
import './input-page.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import usage from './examples/UsageExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/input?api');

export default function InputPage() {
  return (
    <>
      <PageTitle title="Input">
        An input is a text field in the kit&rsquo;s look, with room for an icon, a label and buttons.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A <code>div.ui.input</code> around a native <code>input</code> (of <code>type</code>{' '}
            <code>text</code> unless you say otherwise). The native props (<code>id</code>, <code>name</code>,{' '}
            <code>value</code>, <code>placeholder</code>, <code>required</code>, <code>aria-*</code>, the
            keyboard and focus handlers) go to the input; the others, such as <code>className</code> and{' '}
            <code>style</code>, to the wrapper.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            Focused, loading (a spinner in place of the icon), disabled (the input is disabled too, and out of
            the tab order) and in error. The error is a colour only: say it with <code>aria-invalid</code> and
            a message.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>icon</code>, <code>label</code> and <code>action</code> are shorthand: a name or text, the
            part&rsquo;s props or an element (<code>action</code> takes several buttons in an array).{' '}
            <code>iconPosition</code>, <code>labelPosition</code> and <code>actionPosition</code> move them.
            An input can be transparent, inverted for a dark background, fluid, and sized.
          </p>
        </Example>
        <Example title="Usage" example={usage}>
          <p>
            Children replace the shorthand: an <code>input</code> among them gets the native props and{' '}
            <code>onChange</code>, which is called with the event and the props with the new{' '}
            <code>value</code>. The ref is the native input, so <code>ref.current.focus()</code> and{' '}
            <code>.select()</code> work.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Every input needs a name. A <code>label</code> shorthand with text names it: the label gets the id{' '}
          <code>&lt;id&gt;-label</code> (from the Input&rsquo;s <code>id</code>, else its <code>name</code>)
          and the input <code>aria-labelledby</code> that id, so give the Input an <code>id</code> or a{' '}
          <code>name</code> (development builds report a label they cannot tie). Without such a label, use a{' '}
          <code>label</code> element with <code>htmlFor</code>, or <code>aria-label</code>. An icon inside the
          input is decorative; a button that shows only an icon needs an <code>aria-label</code>.
        </p>
        <p>
          Input uses no hook and no state: a React Server Component renders it with no client JavaScript (a
          change handler makes its parent a client component, as for any input).
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/loader.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import dimmer from './examples/DimmerExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/dimmer?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/dimmer/keyboard');

export default function DimmerPage() {
  return (
    <>
      <PageTitle title="Dimmer">
        A dimmer hides distractions, so that attention goes to particular content.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Dimmer" example={dimmer}>
          <p>
            A dimmer over a segment, bound with <code>dimmed</code> and <code>onDimmedChange</code>. It fades
            in and out (300 ms). While <code>clickable</code>, a click on it hides it; when it covers the
            element that has focus, it takes focus and Escape hides it too.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Classes give the variations: <code>page</code> dims the whole page and takes focus until it hides
            (click it or press Escape). It is rendered at the end of the body, outside the page&apos;s
            landmarks, so it acts as a modal dialog: give it <code>role=&quot;dialog&quot;</code>,{' '}
            <code>aria-modal</code> and a label, as here. <code>inverted</code> gives a light dimmer, here
            holding a loader. A loader must be a direct child of the dimmer (
            <code>wrapContent={'{false}'}</code>) and should have <code>role=&quot;status&quot;</code>, so
            that screen readers announce it.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="dimmerKeyboard" caption="Dimmer keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/text.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import colors from './examples/ColorsExample.tsx?example';
import sizes from './examples/SizesExample.tsx?example';
import states from './examples/StatesExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/text?api');

export default function TextPage() {
  return (
    <>
      <PageTitle title="Text">A run of text in one of the kit&rsquo;s colours or sizes.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Colours" example={colors}>
          <p>
            <code>color</code> takes the kit&rsquo;s thirteen colours and <code>primary</code> and{' '}
            <code>secondary</code>; <code>inverted</code> gives the lighter shades made for a dark ground.
            Several of the kit&rsquo;s colours are too light to read on white (yellow is 1.7:1, green and teal
            2.6:1, where text needs 4.5:1), so this page shows them on a dark ground only.
          </p>
        </Example>
        <Example title="Sizes" example={sizes}>
          <p>
            <code>size</code> scales the text from the text around it: <code>mini</code> is 0.4 times its
            size, <code>massive</code> eight times.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            <code>error</code>, <code>warning</code>, <code>info</code> and <code>success</code> colour the
            text for what it reports, and <code>disabled</code> fades it. The state colours need a dark ground
            or large text to be read, as here.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Text is a plain <code>span</code> with no role: a screen reader reads it as the text around it. A
          colour is not heard, and some people do not see it: say what a coloured text means in its words
          (&ldquo;Error: &hellip;&rdquo;), and check its contrast against its ground.
        </p>
        <p>
          Text is Fomantic UI&rsquo;s (its <code>text.css</code>); Semantic UI and Semantic UI React have no
          such element. Like the rest of the elements it is a server component: no hook, no state.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/label.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import animated from './examples/AnimatedExample.tsx?example';
import colors from './examples/ColorsExample.tsx?example';
import groups from './examples/GroupsExample.tsx?example';
import icon from './examples/IconExample.tsx?example';
import labeled from './examples/LabeledExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/button?api');

export default function ButtonPage() {
  return (
    <>
      <PageTitle title="Button">A button starts an action.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A plain button, and the levels of emphasis: <code>primary</code> for the main action of a screen,{' '}
            <code>secondary</code>, <code>basic</code> (a border and no fill) and <code>tertiary</code> (text
            only, underlined on hover). With an <code>href</code> the button is a link, and keeps a
            link&rsquo;s role.
          </p>
        </Example>
        <Example title="Animated" example={animated}>
          <p>
            An <code>animated</code> button holds two <code>Button.Content</code> parts, one{' '}
            <code>visible</code> and one <code>hidden</code>, and swaps them on hover: sideways,{' '}
            <code>vertical</code> or with a <code>fade</code>. Both stay in the button&rsquo;s name, so the
            hidden one should say something too, or be an icon.
          </p>
        </Example>
        <Example title="Icons" example={icon}>
          <p>
            <code>icon</code> takes an icon&rsquo;s name, its props or an <code>Icon</code>. A button that
            shows only an icon gets the <code>icon</code> class, and needs a name: <code>aria-label</code>,{' '}
            <code>aria-labelledby</code> or <code>title</code>. With <code>labelPosition</code> the icon sits
            in a shaded block on that side of the text.
          </p>
        </Example>
        <Example title="Labeled" example={labeled}>
          <p>
            <code>label</code> joins a <code>Label</code> to the button, on the right unless{' '}
            <code>labelPosition=&quot;left&quot;</code>: a string, a label&rsquo;s props or a{' '}
            <code>Label</code> element. It is basic and points at the button unless its own props say
            otherwise. The two sit in a <code>labeled</code> wrapper, and the ref and the button&rsquo;s name
            go to the button inside it.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A <code>toggle</code> button is pressed while <code>active</code>, which screen readers hear as{' '}
            <code>aria-pressed</code>. A disabled <code>&lt;button&gt;</code> gets the native{' '}
            <code>disabled</code>; any other element <code>aria-disabled</code> and no tab stop. Neither calls{' '}
            <code>onClick</code>. A <code>loading</code> button draws a spinner in place of its text, so say
            what is happening elsewhere, as the live region here does.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Sizes from <code>mini</code> to <code>massive</code>, <code>circular</code> and{' '}
            <code>compact</code> buttons, <code>negative</code> and <code>positive</code> consequences,{' '}
            <code>floated</code>, <code>fluid</code> (as wide as the container) and <code>attached</code>{' '}
            buttons, and <code>inverted</code> buttons for dark backgrounds.
          </p>
        </Example>
        <Example title="Colours" example={colors}>
          <p>
            <code>color</code> takes the kit&rsquo;s thirteen colours and the brands&rsquo; (
            <code>facebook</code>, <code>twitter</code>, <code>linkedin</code>, <code>whatsapp</code>…). White
            text on orange, yellow, olive, teal, pink and some brands&rsquo; colours is below the 4.5:1
            contrast that text needs, so this page draws those as inverted buttons on a dark background, where
            they pass.
          </p>
        </Example>
        <Example title="Groups" example={groups}>
          <p>
            <code>Button.Group</code> (also exported as <code>ButtonGroup</code>) draws buttons in one frame
            and gives them its variations: <code>basic</code>, <code>vertical</code>, <code>labeled</code>{' '}
            <code>icon</code>, a colour or a size. <code>Button.Or</code> puts a word between two of them (
            <code>text</code> changes it), <code>widths</code> shares the width between them, and{' '}
            <code>buttons</code> takes them as shorthand: each a string, a button&rsquo;s props or an element.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A button is a <code>&lt;button type=&quot;button&quot;&gt;</code>, so it submits no form unless{' '}
          <code>type=&quot;submit&quot;</code> says so, and Tab, Enter and Space work as they do on any
          button. With an <code>href</code> it is a link. Any other element given through <code>as</code> is
          made a button: the <code>button</code> role, a tab stop, and Enter and Space call{' '}
          <code>onClick</code>. Icons are decorative (<code>aria-hidden</code>): the button&rsquo;s text or
          label names it, and a button that shows only an icon without one is an error in development.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<Button icon="trash" />                      // Error: no name for screen readers
<Button icon="trash" aria-label="Delete" />  // a button named "Delete"`,
          )}
        />
        <p>
          <code>onClick</code> is called with the event and the button&rsquo;s props, as in Semantic UI React.
          Button and its parts use no hook and no state: a React Server Component renders them with no client
          JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/step.min.css';
import './step-page.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import circular from './examples/CircularExample.tsx?example';
import clickable from './examples/ClickableExample.tsx?example';
import group from './examples/GroupExample.tsx?example';
import shorthand from './examples/ShorthandExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';
import vertical from './examples/VerticalExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/step?api');

export default function StepPage() {
  return (
    <>
      <PageTitle title="Step">Steps show where a user is in a process of several parts.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Steps" example={group}>
          <p>
            A <code>Step.Group</code> holds the steps; each step has an icon and a <code>Step.Content</code>{' '}
            with a <code>Step.Title</code> and a <code>Step.Description</code>. Every part is also a named
            export: <code>StepGroup</code>, <code>StepContent</code>, <code>StepTitle</code>,{' '}
            <code>StepDescription</code>.
          </p>
        </Example>
        <Example title="Shorthand" example={shorthand}>
          <p>
            <code>icon</code>, <code>title</code> and <code>description</code> build those parts from a
            string, a props object or an element, and the group&rsquo;s <code>items</code> builds its steps
            from a list of props (give each a <code>key</code>).
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            <code>completed</code> steps are done, the <code>active</code> one is where the user is, and a{' '}
            <code>disabled</code> one cannot be reached yet. An <code>ordered</code> group numbers its steps
            and draws the numbers of completed ones in green.
          </p>
        </Example>
        <Example title="Vertical" example={vertical}>
          <p>
            A <code>vertical</code> group stacks its steps; <code>vertical=&quot;right&quot;</code> turns the
            active step&rsquo;s arrow to the other side.
          </p>
        </Example>
        <Example title="Clickable steps" example={clickable}>
          <p>
            With <code>onClick</code> a step is a button: Tab reaches it and Enter or Space press it. It is
            called with the event and the step&rsquo;s props, and not while the step is disabled. With{' '}
            <code>href</code> a step is a link. <code>link</code> only adds the pointer and the hover colour.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Sizes from <code>mini</code> to <code>massive</code>; <code>widths</code> divides the width into
            equal steps (up to eight) and <code>fluid</code> takes the whole width; <code>attached</code>{' '}
            joins the group to a segment; <code>inverted</code> suits a dark ground. On phones the steps stack
            unless the group is <code>unstackable</code>; <code>stackable=&quot;tablet&quot;</code> stacks
            them on tablets too.
          </p>
        </Example>
        <Example title="Circular" example={circular}>
          <p>
            Fomantic UI&rsquo;s <code>circular</code> steps are dots on a line, coloured by the group&rsquo;s
            or a step&rsquo;s <code>color</code>; <code>Step.Content aligned</code> puts the title on the line
            (<code>center</code>) or under it (<code>bottom</code>).
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A group of plain steps is a list (<code>role=&quot;list&quot;</code>, each step a{' '}
          <code>listitem</code>), so a screen reader says how many steps there are and which one it is on. The
          active step has <code>aria-current=&quot;step&quot;</code>. A completed step ends with text that
          only screen readers read, &ldquo;(completed)&rdquo; unless <code>completedText</code> says
          otherwise, since a green tick tells them nothing. A disabled step has{' '}
          <code>aria-disabled=&quot;true&quot;</code>, and a disabled link or button step leaves the tab
          order.
        </p>
        <p>
          A link or a button cannot also be a list item, and the kit wants each step right inside the group,
          so a group that holds a link or button step is not a list. To name such a group, render it as a{' '}
          <code>nav</code> with a label:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<Step.Group as="nav" aria-label="Checkout">
  <Step href="#cart" completed title="Cart" />
  <Step href="#delivery" active title="Delivery" />
</Step.Group>`,
          )}
        />

        <h2 className="ui dividing header">Server components</h2>
        <p>
          Step and its parts use no hook and no state, so a React Server Component renders them with no client
          JavaScript; a handler is a plain function attached only when you pass one.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/image.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import groups from './examples/GroupsExample.tsx?example';
import pointing from './examples/PointingExample.tsx?example';
import removable from './examples/RemovableExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/label?api');

export default function LabelPage() {
  return (
    <>
      <PageTitle title="Label">A label tags, counts or notes what is beside it.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A plain label, a <code>tag</code>, and a <code>horizontal</code> label that heads a line of text.
            Inside a segment, a <code>ribbon</code> hangs over its edge, a <code>corner</code> label fills a
            corner, and an <code>attached</code> label sits on a side or a corner (<code>top</code>,{' '}
            <code>bottom right</code>…).
          </p>
        </Example>
        <Example title="Pointing" example={pointing}>
          <p>
            <code>pointing</code> draws an arrow towards what the label is about: up with <code>true</code> or{' '}
            <code>above</code>, or <code>below</code>, <code>left</code> or <code>right</code>. A basic red
            pointing label is the kit&rsquo;s look for a form field&rsquo;s error; <code>prompt</code> gives
            the same inside a form.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            <code>content</code>, <code>icon</code>, <code>image</code> and <code>detail</code> are shorthand:
            each takes a string, an element or the part&rsquo;s props, drawn in that order. Children, when
            given, replace all four; write a <code>Label.Detail</code> among them yourself. <code>image</code>{' '}
            set to <code>true</code> formats a label for an image you put inside it. With{' '}
            <code>as=&quot;a&quot;</code> and an <code>href</code> the label is a link.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Colours, sizes, <code>circular</code> labels (<code>empty</code> ones are dots),{' '}
            <code>basic</code> labels, and a <code>floating</code> label over the corner of what holds it.
            White text on the kit&rsquo;s lighter colours is below the 4.5:1 contrast that text needs; their{' '}
            <code>inverted</code> labels, dark text on a lighter shade, pass, and this page draws those.
          </p>
        </Example>
        <Example title="Removable" example={removable}>
          <p>
            With <code>onRemove</code> the label ends with a remove icon (<code>removeIcon</code>,{' '}
            <code>delete</code> by default), which is a button: Tab reaches it, and a click, Enter or Space
            call <code>onRemove</code> with the event and the label&rsquo;s props. It is named
            &ldquo;Remove&rdquo;; give it an <code>aria-label</code> through <code>removeIcon</code> that says
            what it removes.
          </p>
        </Example>
        <Example title="Groups" example={groups}>
          <p>
            <code>Label.Group</code> (also exported as <code>LabelGroup</code>) spaces its labels and gives
            them a shared colour, size, <code>tag</code>, <code>circular</code> or <code>basic</code> look.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A label is text: a <code>div</code>, or what <code>as</code> makes it (<code>a</code> for a link,{' '}
          <code>span</code> inside a button). Its icons are decorative (<code>aria-hidden</code>) unless you
          name one, as the corner label above does. Colour and position say nothing to a screen reader: when
          they mean something (a count of unread messages, an error), put it in the text, visibly or with a
          visually hidden word as the floating label does. The remove icon is the one control a label adds:
          the <code>button</code> role, a tab stop and a name.
        </p>
        <p>
          <code>onClick</code> and <code>onRemove</code> are called with the event and the label&rsquo;s
          props, as in Semantic UI React. Label, Label.Detail and Label.Group use no hook and no state: a
          React Server Component renders them with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

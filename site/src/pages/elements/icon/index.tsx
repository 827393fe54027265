import 'fomantic-ui-css/components/button.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import clickable from './examples/ClickableExample.tsx?example';
import groups from './examples/GroupsExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/icon?api');

export default function IconPage() {
  return (
    <>
      <PageTitle title="Icon">An icon is a glyph from the kit&rsquo;s icon font.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Icons" example={types}>
          <p>
            <code>name</code> picks one of the kit&rsquo;s 1,941 icons, written as the kit writes it: one or
            more words (<code>user circle</code>, <code>calendar alternate outline</code>). The name is typed,
            so a misspelt icon is a compile error rather than an empty square.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A disabled icon is greyed out; a loading icon spins. Icons are drawn slightly faded;{' '}
            <code>emphasized</code> draws one at full strength.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Sizes and colours, a circle or a square around the icon (<code>inverted</code> fills it,{' '}
            <code>colored</code> draws its edge in the icon&rsquo;s colour), and turned or mirrored icons.
          </p>
        </Example>
        <Example title="Groups" example={groups}>
          <p>
            <code>Icon.Group</code> (also exported as <code>IconGroup</code>) stacks icons: the first is the
            base, and a <code>corner</code> icon sits in a corner of it, bottom right unless a corner is
            named.
          </p>
        </Example>
        <Example title="Inside a control" example={clickable}>
          <p>
            An icon on its own is not a control. Put it in a button, which Tab reaches and Enter and Space
            press, and let the button carry the name.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          An icon is decorative unless it is named: it renders <code>aria-hidden=&quot;true&quot;</code>, so
          screen readers skip it and read the text beside it. Give it an <code>aria-label</code> when it
          stands alone and means something; it is then an image with that name (
          <code>role=&quot;img&quot;</code>
          ). An icon group follows the same rule as a whole.
        </p>
        <p>
          <code>onClick</code> is called with the event and the icon&rsquo;s props, as in Semantic UI React,
          and not while the icon is disabled. A clickable icon is still no button: prefer a{' '}
          <code>&lt;button&gt;</code> around it, as in the last example.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<Icon name="close" link onClick={(event, { name }) => console.log(name)} />`,
          )}
        />

        <h2 className="ui dividing header">Server components</h2>
        <p>
          Icon and Icon.Group use no hook and no state, so a React Server Component renders them with no
          client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

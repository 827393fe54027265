import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import direction from './examples/DirectionExample.tsx?example';
import basic from './examples/SidebarExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/sidebar?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/sidebar/keyboard');

export default function SidebarPage() {
  return (
    <>
      <PageTitle title="Sidebar">
        A sidebar keeps extra content beside the page, out of sight until needed.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Sidebar" example={basic}>
          <p>
            A basic sidebar: left, with the uncover transition. It opens from code through a ref (
            <code>open()</code>, <code>close()</code>, <code>toggle()</code>). Focus moves into it; Escape or
            a click on the dimmed content closes it and focus goes back where it was.
          </p>
        </Example>
        <Example title="Direction" example={direction}>
          <p>
            A sidebar can come from any edge. This one is bound to state with <code>visible</code> and{' '}
            <code>onVisibleChange</code>, which also reports closing by Escape or by a click on the content.
          </p>
        </Example>

        <h2 className="ui dividing header">Full-page sidebar</h2>
        <p>
          For a sidebar over the whole page, put all of the page content in a <code>SidebarContainer</code>,
          the way this site does for its menu on narrow screens. The container must hold one{' '}
          <code>Sidebar</code> followed by one <code>SidebarSibling</code>; leaving either out throws an error
          that names the missing part.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<SidebarContainer style={{ position: 'fixed', inset: 0 }}>
  <Sidebar className="inverted vertical" visible={open} onVisibleChange={setOpen}>
    <a className="item" href="#/">Home</a>
  </Sidebar>
  <SidebarSibling dimmedWhenVisible>{page}</SidebarSibling>
</SidebarContainer>`,
          )}
        />

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          When a sidebar opens, focus moves to its first control; while it is dimmed, the page beside it is
          inert, so Tab stays in the sidebar.
        </p>
        <KeyboardTable load={keys} table="sidebarKeyboard" caption="Sidebar keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

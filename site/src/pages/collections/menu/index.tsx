import 'fomantic-ui-css/components/input.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import content from './examples/ContentExample.tsx?example';
import items from './examples/ItemsExample.tsx?example';
import menu from './examples/MenuExample.tsx?example';
import stackable from './examples/StackableExample.tsx?example';
import tabular from './examples/TabularExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/menu?api');
const keys = () => import('../../../../../packages/sui-react/src/collections/menu/keyboard');

export default function MenuPage() {
  return (
    <>
      <PageTitle title="Menu">A menu is a bar or column of links, buttons and text.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Menu" example={menu}>
          <p>
            An item with an <code>href</code> is a link; the current page is <code>active</code>, which also
            marks it <code>aria-current=&quot;page&quot;</code>. With no children or <code>content</code>, an
            item shows its <code>name</code> start-cased (<code>aboutUs</code> reads &ldquo;About Us&rdquo;).{' '}
            <code>Menu.Menu</code> groups items, here at the right.
          </p>
        </Example>
        <Example title="Items from data" example={items}>
          <p>
            <code>items</code> draws the items from strings (names) or objects (props). With{' '}
            <code>defaultActiveIndex</code> the menu keeps its own active item and a click moves it;{' '}
            <code>onItemClick</code> gets the event and the clicked item&rsquo;s props, with its{' '}
            <code>index</code>. Items with no <code>href</code> are then buttons.
          </p>
        </Example>
        <Example title="Controlled (tabular)" example={tabular}>
          <p>
            With <code>activeIndex</code> the parent holds the active item and a click only calls{' '}
            <code>onItemClick</code>. A <code>tabular</code> menu looks like tabs; it is still a row of
            buttons, not the WAI-ARIA tabs pattern.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            Items hold anything: an input, a <code>Menu.Header</code> and a <code>Menu.Menu</code> of
            sub-items. An <code>icon</code> comes before the item&rsquo;s text. A <code>disabled</code> link
            loses its <code>href</code>, so neither a click nor Enter follows it.
          </p>
        </Example>
        <Example title="Types" example={types}>
          <p>
            <code>secondary</code> drops the box, <code>pointing</code> points at the active item (an
            underline with <code>secondary</code>), <code>text</code> leaves plain text and{' '}
            <code>vertical</code> makes a column. <code>tabular</code> takes <code>&apos;right&apos;</code>{' '}
            for tabs down the right of a vertical menu, and <code>fixed</code> (<code>top</code>,{' '}
            <code>bottom</code>, <code>left</code>, <code>right</code>) fixes a menu to a side of the window.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>color</code> colours the active item (the whole menu with <code>inverted</code>),{' '}
            <code>size</code> scales it, <code>widths</code> divides the row evenly (2 to 12, or{' '}
            <code>&apos;equal&apos;</code>), <code>icon</code> makes icon items (<code>labeled</code>: with
            the text below), and <code>compact</code>, <code>fluid</code>, <code>borderless</code>,{' '}
            <code>attached</code>, <code>floated</code> and <code>fitted</code> set its width, lines and
            place. An item with only an icon needs an <code>aria-label</code>.
          </p>
        </Example>
        <Example title="Stackable" example={stackable}>
          <p>
            A <code>stackable</code> menu lays its items in a column on a narrow screen. Its last two items
            are buttons (<code>onClick</code>), one of them <code>disabled</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A menu is a set of links and buttons, not the WAI-ARIA menu pattern: it has no{' '}
          <code>role=&quot;menu&quot;</code> (which would promise arrow keys and hide the links from a screen
          reader&rsquo;s list of links), and Tab moves through its items. A menu that leads around the site is
          navigation: render it <code>as=&quot;nav&quot;</code> with an <code>aria-label</code>, a different
          name for each navigation of a page. An item with <code>href</code> is a link; an item with{' '}
          <code>onClick</code> and no <code>href</code> is a button (<code>role=&quot;button&quot;</code>, in
          the tab order, clicked by Enter and Space); any other item is text. The active item is{' '}
          <code>aria-current=&quot;page&quot;</code> on a link and <code>aria-current=&quot;true&quot;</code>{' '}
          otherwise; a disabled item is <code>aria-disabled</code> and leaves the tab order. Under forced
          colours the active item is outlined, a disabled one is grey, and the focused item has a thick
          outline.
        </p>
        <p>
          <code>Menu</code>, <code>Menu.Item</code>, <code>Menu.Menu</code> and <code>Menu.Header</code> use
          no hook: they are server components. The one part that keeps state, the active item of an
          uncontrolled <code>items</code> menu (<code>defaultActiveIndex</code>, or <code>onItemClick</code>{' '}
          without <code>activeIndex</code>), is a client component of its own that Menu renders only then; a
          server component may render such a menu too, with serializable props. Handlers such as{' '}
          <code>onClick</code> are functions, which only a client component can pass.
        </p>
        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="menuKeyboard" caption="Menu keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

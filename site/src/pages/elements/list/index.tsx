import 'fomantic-ui-css/components/list.min.css';
import 'fomantic-ui-css/components/image.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import events from './examples/EventsExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/list?api');

export default function ListPage() {
  return (
    <>
      <PageTitle title="List">A list groups related content, one item after another.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A list of <code>List.Item</code>s, or of strings through <code>items</code>; bulleted, ordered, or
            nested with <code>List.List</code>. With <code>as=&quot;ul&quot;</code> or{' '}
            <code>as=&quot;ol&quot;</code> and <code>li</code> items it is the native list, whose{' '}
            <code>value</code> sets an item&rsquo;s number.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            An item&rsquo;s <code>icon</code>, <code>image</code>, <code>header</code> and{' '}
            <code>description</code> are shorthand; beside an icon or an image the text goes in a{' '}
            <code>List.Content</code>, which you can write yourself, floated or aligned.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            Horizontal, divided, link lists (inverted here: the kit&rsquo;s grey for link items is too pale on
            white), celled, relaxed, and sized lists.
          </p>
        </Example>
        <Example title="Events" example={events}>
          <p>
            <code>onItemClick</code> is called with the event and the item&rsquo;s props for the items of{' '}
            <code>items</code>; each item also takes its own <code>onClick</code>. Items that act are buttons
            here, so the keyboard reaches them too.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A list of <code>div</code>s has <code>role=&quot;list&quot;</code> and its items{' '}
          <code>role=&quot;listitem&quot;</code>, so screen readers announce it as a list and count its items,
          as they do for <code>ul</code> and <code>li</code>. An item drawn as a link or a button (
          <code>href</code>, <code>as=&quot;a&quot;</code>, <code>as=&quot;button&quot;</code>) keeps its own
          role, and its list then takes none. A disabled link item gets <code>aria-disabled</code>. Items you
          click should be links or buttons: a <code>div</code> with <code>onClick</code> cannot be reached by
          the keyboard. In a <code>link</code> or <code>selection</code> list the kit draws items&rsquo; own
          text in a grey below 4.5:1 on white: put headers in them, or use the inverted look.
        </p>
        <p>
          The List and its parts use no hook and no state: a React Server Component renders them with no
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

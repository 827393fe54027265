import 'fomantic-ui-css/components/item.min.css';
import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/label.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import items from './examples/ItemsExample.tsx?example';
import link from './examples/LinkExample.tsx?example';
import shorthand from './examples/ShorthandExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/item?api');

export default function ItemPage() {
  return (
    <>
      <PageTitle title="Item">
        An item shows one thing of a list: a picture beside what is said about it.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Items" example={items}>
          <p>
            <code>Item.Group</code> holds the items. An item is an <code>Item.Image</code> beside an{' '}
            <code>Item.Content</code>, which holds an <code>Item.Header</code>, <code>Item.Meta</code> (a line
            of small facts), <code>Item.Description</code> and <code>Item.Extra</code> (labels, actions). Give
            every part <code>as</code> for another element: here the headers are <code>h3</code> headings, so
            that a screen reader can move from item to item by heading.
          </p>
        </Example>
        <Example title="Shorthand" example={shorthand}>
          <p>
            On an item, <code>image</code>, <code>header</code>, <code>meta</code>, <code>description</code>,{' '}
            <code>extra</code> and <code>content</code> each take a text (an image&rsquo;s address), a
            part&rsquo;s element or its props; on a group, <code>items</code> takes a list of items&rsquo;
            props (give each a <code>key</code>, or Semantic UI React&rsquo;s <code>childKey</code>). An image
            given as an address alone has no <code>alt</code>: give its props instead, as here.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            <code>verticalAlign</code> on <code>Item.Content</code> sets it at the top, middle or bottom of
            the image beside it. <code>Item.Image</code> is an Image wrapped in the kit&rsquo;s{' '}
            <code>div.image</code>; it takes every prop of Image, and the <code>ui</code> class only with a{' '}
            <code>size</code>.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>divided</code> draws a line between items, <code>relaxed</code> (or{' '}
            <code>relaxed=&quot;very&quot;</code>) gives them more room, and <code>unstackable</code> keeps
            each image beside its content on a phone, where items otherwise put it above. Fomantic adds a
            group&rsquo;s <code>size</code>, <code>inverted</code> for a dark ground, and{' '}
            <code>disabled</code> on a group or on one item.
          </p>
        </Example>
        <Example title="Links" example={link}>
          <p>
            <code>link</code> shows that items can be clicked: a pointer, and the header in the link colour on
            hover. Make each item the link itself (<code>as=&quot;a&quot;</code> with an <code>href</code>),
            so that it is one stop for the keyboard with a focus ring; the pictures here repeat the names, so
            their <code>alt</code> is empty.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A group of items is a list of things, so <code>Item.Group</code> reads as one: it has{' '}
          <code>role=&quot;list&quot;</code> and each item <code>role=&quot;listitem&quot;</code>, and screen
          readers say how many items there are and let their users move from one to the next. It does so only
          when every child is an <code>Item</code> drawn as a plain element: an item that is a link (
          <code>as=&quot;a&quot;</code>) or a button would lose its own role, and any other child would break
          the list, so such a group has no role and its links read as links. Give the group a{' '}
          <code>role</code> of your own to turn this off, or draw it as a <code>ul</code> with items{' '}
          <code>as=&quot;li&quot;</code> for a native list.
        </p>
        <p>
          Every picture needs a text alternative: <code>alt</code> that says what it shows, or{' '}
          <code>alt=&quot;&quot;</code> when the text beside it already says it (development builds report a
          picture with neither). Item headers are <code>div</code>s; make them headings (
          <code>as=&quot;h3&quot;</code>) when the items are long. With <code>sui-react/a11y.css</code>, an
          item that is a link (or has a <code>tabIndex</code>) shows a 2&nbsp;px focus ring in the text
          colour. A disabled item is drawn faded, under forced colours too, and no pointer reaches it; it
          stays in the keyboard&rsquo;s order, so put no link or button in it. Item uses no hook and no state:
          a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import 'fomantic-ui-css/components/card.min.css';
import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import card from './examples/CardExample.tsx?example';
import group from './examples/GroupExample.tsx?example';
import link from './examples/LinkExample.tsx?example';
import shorthand from './examples/ShorthandExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

// Both load after the page has shown: the generated API and the card's keyboard table.
const api = () => import('sui-react/card?api');
const keys = () => import('../../../../../packages/sui-react/src/views/card/keyboard');

export default function CardPage() {
  return (
    <>
      <PageTitle title="Card">A card shows one thing (a person, a product, a report) in a frame.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Card" example={card}>
          <p>
            A card holds an image and <code>Card.Content</code> parts: <code>Card.Header</code>,{' '}
            <code>Card.Meta</code> and <code>Card.Description</code>, and a <code>Card.Content extra</code> at
            its foot. An image in a card is <code>wrapped</code> and has no <code>ui</code> class, as the kit
            draws it.
          </p>
        </Example>
        <Example title="Shorthand" example={shorthand}>
          <p>
            <code>image</code>, <code>header</code>, <code>meta</code> and <code>description</code> take a
            text, an element or the part&rsquo;s props (an image&rsquo;s props with its <code>alt</code>);{' '}
            <code>extra</code> takes any content. <code>Card.Group</code>&rsquo;s <code>items</code> draws
            cards from data: give each a <code>key</code> (items without one are keyed by their place).
          </p>
        </Example>
        <Example title="Links and buttons" example={link}>
          <p>
            A card with <code>href</code> is a link. A card with <code>onClick</code> and no <code>href</code>{' '}
            is a button: Tab reaches it, Enter and Space press it, and <code>onClick</code> gets the event and
            the card&rsquo;s props. Without a name of its own, a link or a button is named by all its text;
            name it by its header instead, with <code>aria-labelledby</code> and the header&rsquo;s{' '}
            <code>id</code>.
          </p>
        </Example>
        <Example title="Group" example={group}>
          <p>
            <code>itemsPerRow</code> gives each of one to ten cards a row the same share of the width (the kit
            has no more; another value throws an error that names the prop). <code>doubling</code> halves the
            count on a tablet and a phone, <code>stackable</code> puts one card a row on a phone, and{' '}
            <code>centered</code> centres the rows.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>color</code> draws a coloured top edge, <code>raised</code> a deeper shadow,{' '}
            <code>fluid</code> takes the container&rsquo;s width and <code>centered</code> centres the card.
            Fomantic adds <code>horizontal</code> (the image beside the content), <code>basic</code>,{' '}
            <code>inverted</code>, <code>size</code>, <code>disabled</code> and <code>loading</code>; a group
            takes most of them for all its cards.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A card is a <code>div</code> with no role: screen readers read its parts in order. Give each image
          an <code>alt</code> (or <code>alt=&quot;&quot;</code> when the text says it all); a card&rsquo;s
          image without one is reported in development.
        </p>
        <p>
          A card that is a link or a button is one Tab stop, and its name is all the text inside it unless it
          has one of its own: a screen reader&rsquo;s list of links then reads a paragraph for each card. The
          pattern to follow: give the header an <code>id</code> and the card <code>aria-labelledby</code> with
          it (or an <code>aria-label</code>), and put no other link, button or field inside the card (they
          would be controls inside a control). When a card needs several actions, leave the card plain and put
          a link in its header and buttons in its extra content.
        </p>
        <p>
          With <code>sui-react/a11y.css</code>, a focused card shows a 2px ring in the text colour, and under
          forced colours (Windows High Contrast), where the kit&rsquo;s shadows are not drawn, every card gets
          an edge, a raised card a double one, and a link or button card the highlight colour under the
          pointer. A disabled card is <code>aria-disabled</code> and is no longer a link or a button; a
          loading one is <code>aria-busy</code>. Card uses no hook and no state: a React Server Component
          renders it with no client JavaScript (a handler is attached only when given).
        </p>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="cardKeyboard" caption="Card keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

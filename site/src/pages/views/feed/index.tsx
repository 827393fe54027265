import 'fomantic-ui-css/components/feed.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import basic from './examples/BasicExample.tsx?example';
import events from './examples/EventsExample.tsx?example';
import like from './examples/LikeExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

// Both load after the page has shown: the generated API and the feed's keyboard table.
const api = () => import('sui-react/feed?api');
const keys = () => import('../../../../../packages/sui-react/src/views/feed/keyboard');

export default function FeedPage() {
  return (
    <>
      <PageTitle title="Feed">A feed lists what happened, one event after another.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Feed" example={basic}>
          <p>
            Each <code>Feed.Event</code> holds a <code>Feed.Label</code> (a picture or an icon) and a{' '}
            <code>Feed.Content</code>: a <code>Feed.Summary</code> with its <code>Feed.User</code> and{' '}
            <code>Feed.Date</code>, a <code>Feed.Extra</code> of text or pictures, and a{' '}
            <code>Feed.Meta</code> with a <code>Feed.Like</code>. A user and a like are <code>a</code>{' '}
            elements, as in Semantic UI React: give them <code>href</code> to make them links.
          </p>
        </Example>
        <Example title="Events" example={events}>
          <p>
            <code>events</code> draws the feed from data, each event&rsquo;s parts as shorthand props:{' '}
            <code>image</code> or <code>icon</code> for the label, <code>date</code>, <code>summary</code>,{' '}
            <code>extraText</code>, <code>extraImages</code> and <code>meta</code>. The same props work on a{' '}
            <code>Feed.Event</code> and (but the label&rsquo;s) on a <code>Feed.Content</code>. Give each
            event a <code>key</code>.
          </p>
        </Example>
        <Example title="A like" example={like}>
          <p>
            A <code>Feed.Like</code> with <code>onClick</code> is a button: it joins the tab order, Enter and
            Space press it, and <code>active</code> (Fomantic&rsquo;s red heart) is its{' '}
            <code>aria-pressed</code> state. With <code>href</code> it is a link.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>size</code> (Semantic UI React has <code>small</code> and <code>large</code>, Fomantic every
            size), and Fomantic&rsquo;s <code>ordered</code> (numbered labels), <code>connected</code> (a line
            from label to label), <code>divided</code>, <code>inverted</code>, <code>color</code>,{' '}
            <code>basic</code>, <code>labeled</code> and <code>disabled</code>; an event takes{' '}
            <code>color</code>, <code>inverted</code>, <code>labeled</code> and <code>disabled</code> of its
            own.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A feed whose children are all events is a list, each event a list item: a screen reader says how
          many there are and lets its user move between them. It is not the WAI-ARIA <code>feed</code> role,
          which promises articles paged with Page Up and Page Down and more loading as the reader goes; a
          static feed does none of that. A feed that holds anything else (a heading among the events) has no
          role.
        </p>
        <p>
          Pictures are decorative by default (<code>alt=&quot;&quot;</code>): the summary beside a label names
          who it shows. Give <code>extraImages</code> that carry content an <code>alt</code> each (
          <code>{'{ src, alt }'}</code>). A disabled feed or event is only drawn faded (the kit stops the
          pointer); take the handlers off its likes, or the keyboard still reaches them. Feed uses no hook and
          no state: a React Server Component renders it with no client JavaScript.
        </p>
        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="feedKeyboard" caption="Feed keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

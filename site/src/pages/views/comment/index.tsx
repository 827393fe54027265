import 'fomantic-ui-css/components/comment.min.css';
import 'fomantic-ui-css/components/header.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import actions from './examples/ActionsExample.tsx?example';
import collapsed from './examples/CollapsedExample.tsx?example';
import thread from './examples/ThreadExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

// Both load after the page has shown: the generated API and the thread's keyboard table.
const api = () => import('sui-react/comment?api');
const keys = () => import('../../../../../packages/sui-react/src/views/comment/keyboard');

export default function CommentPage() {
  return (
    <>
      <PageTitle title="Comment">Comments show a discussion: who said what, and who answered.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Thread" example={thread}>
          <p>
            A <code>Comment.Group</code> holds comments (and may hold a heading or a reply form). Each{' '}
            <code>Comment</code> has a <code>Comment.Avatar</code> and a <code>Comment.Content</code>: its{' '}
            <code>Comment.Author</code>, <code>Comment.Metadata</code>, <code>Comment.Text</code> and{' '}
            <code>Comment.Actions</code>. Replies are a <code>Comment.Group</code> inside the comment they
            answer; <code>threaded</code> draws a line beside them.
          </p>
        </Example>
        <Example title="Actions" example={actions}>
          <p>
            A <code>Comment.Action</code> with <code>onClick</code> is a button (Enter and Space press it),
            one with <code>href</code> a link. <code>active</code> draws the action in force and is a
            button&rsquo;s <code>aria-pressed</code> (pass <code>false</code> too, so the button reads as a
            toggle), or <code>aria-current</code> on a link. Without either, an action is an <code>a</code>{' '}
            with no role, as in Semantic UI React: text that looks like a link.
          </p>
        </Example>
        <Example title="Collapsed" example={collapsed}>
          <p>
            <code>collapsed</code> on a group (or a comment) hides it with the <code>hidden</code> attribute
            as well as the kit&rsquo;s CSS, so screen readers skip it too. The button that shows it says so
            with <code>aria-expanded</code>.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>minimal</code> shows the actions only while the pointer is over a comment (with{' '}
            <code>sui-react/a11y.css</code>, also while keyboard focus is inside it), <code>size</code>, and
            Fomantic&rsquo;s <code>inverted</code> and <code>disabled</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Each comment is an article (<code>role=&quot;article&quot;</code>), as the HTML standard marks up
          comments; a reply is an article inside the one it answers, so a screen reader tells the
          thread&rsquo;s depth. A list would not do: a group often holds a heading and a reply form beside its
          comments, which a list may not hold.
        </p>
        <p>
          The avatar is decorative by default (<code>alt=&quot;&quot;</code>): the author&rsquo;s name follows
          it. An avatar that is a link on its own needs an <code>alt</code> that names where it leads. A
          disabled comment is only drawn faded; take its handlers off. Comment uses no hook and no state: a
          React Server Component renders it with no client JavaScript.
        </p>
        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="commentKeyboard" caption="Comment keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

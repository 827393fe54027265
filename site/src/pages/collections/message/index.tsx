import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import icon from './examples/IconExample.tsx?example';
import manual from './examples/ManualExample.tsx?example';
import basic from './examples/MessageExample.tsx?example';
import withoutDismiss from './examples/WithoutDismissExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/message?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/collections/message/keyboard');

export default function MessagePage() {
  return (
    <>
      <PageTitle title="Message">A message displays information that explains nearby content.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Message" example={basic}>
          <p>
            A basic message. Its close button is a real button named &ldquo;Dismiss&rdquo;, so Tab reaches it
            and Enter or Space dismisses the message. After the fade the message is removed and{' '}
            <code>onDismiss</code> runs.
          </p>
        </Example>
        <Example title="Without dismiss" example={withoutDismiss}>
          <p>
            A message does not need a close button: set <code>dismissable</code> to false. Here it is attached
            to the segment below it.
          </p>
        </Example>
        <Example title="Icon message" example={icon}>
          <p>
            With <code>icon</code>, an icon sits beside the content.
          </p>
        </Example>

        <h2 className="ui dividing header">Manually dismissing a message</h2>
        <p>
          A ref to a message gives a handle with one method, <code>dismiss()</code>. It runs the same
          transition as the close button, then removes the message and calls <code>onDismiss</code>. It works
          on any message, with or without a close button.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
const message = useRef<MessageHandle>(null);

<Message ref={message}>...</Message>
<button type="button" onClick={() => message.current?.dismiss()}>Dismiss it</button>`,
          )}
        />
        <Example title="Manual dismissal" example={manual}>
          <p>
            Both buttons dismiss the message through its handle: one directly, one through a function that
            receives the handle. Reset brings it back.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A message is a polite live region (<code>role=&quot;status&quot;</code>); messages with the{' '}
          <code>error</code> or <code>negative</code> class are assertive alerts (
          <code>role=&quot;alert&quot;</code>
          ). Pass <code>role</code> to choose another. Set <code>dismissLabel</code> to name the close button
          in another language.
        </p>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="messageKeyboard" caption="Message keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

import { useRef, useState } from 'react';
import { Message, type MessageHandle } from 'sui-react/message';

/** Any code holding the handle can dismiss the message. */
function dismiss(message: MessageHandle | null) {
  message?.dismiss();
}

export default function ManualExample() {
  const message = useRef<MessageHandle>(null);
  const [round, setRound] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  return (
    <>
      {dismissed ? (
        <p>The message was dismissed.</p>
      ) : (
        <Message key={round} ref={message} info onDismiss={() => setDismissed(true)}>
          <div className="header">Dismiss me from the outside</div>
          <p>The buttons below call the dismiss() method of this message&apos;s ref handle.</p>
        </Message>
      )}
      <div style={{ marginTop: '1em' }}>
        <button type="button" className="ui button" onClick={() => message.current?.dismiss()}>
          message.dismiss()
        </button>
        <button type="button" className="ui button" onClick={() => dismiss(message.current)}>
          dismiss(message)
        </button>
        <button
          type="button"
          className="ui basic button"
          onClick={() => {
            setDismissed(false);
            setRound(round + 1);
          }}
        >
          Reset
        </button>
      </div>
    </>
  );
}

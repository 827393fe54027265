import { useState } from 'react';
import { Message } from 'sui-react/message';

export default function MessageExample() {
  const [shown, setShown] = useState(true);

  if (!shown) {
    return (
      <button type="button" className="ui button" onClick={() => setShown(true)}>
        Show the message again
      </button>
    );
  }
  return (
    <Message success onDismiss={() => setShown(false)}>
      <div className="header">This is a message!</div>
      <p>
        Variation classes style it, and the close button in its top right corner dismisses it with a fade.
      </p>
    </Message>
  );
}

import { Message } from 'sui-react/message';

export default function IconExample() {
  return (
    <Message icon>
      <i className="inbox icon" aria-hidden="true" />
      <div className="content">
        <div className="header">This is a message with an icon</div>
        <p>This message shows an icon.</p>
      </div>
    </Message>
  );
}

import { Message } from 'sui-react/message';

export default function WithoutDismissExample() {
  return (
    <>
      <Message attached warning dismissable={false}>
        <div className="header">Attached message!</div>
        <p>This message isn&apos;t dismissible.</p>
      </Message>
      <div className="ui bottom attached segment">Example content</div>
    </>
  );
}

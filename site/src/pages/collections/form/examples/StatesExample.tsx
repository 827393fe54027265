import { Form, Message } from 'sui-react';

export default function StatesExample() {
  return (
    <Form success size="small">
      <Form.Input id="states-name" label="Name" defaultValue="Ada" />
      <Form.Input id="states-code" label="Code" disabled placeholder="Disabled" />
      <Message success dismissable={false}>
        <div className="header">Saved</div>
        <p>Your details are saved.</p>
      </Message>
    </Form>
  );
}

import { useState } from 'react';
import { Form } from 'sui-react';

export default function SubmitExample() {
  const [sent, setSent] = useState('');
  return (
    <>
      <Form
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          setSent(JSON.stringify(Object.fromEntries(data)));
        }}
      >
        <Form.Group widths={2}>
          <Form.Input id="submit-name" name="name" label="Name" required />
          <Form.Select
            id="submit-plan"
            name="plan"
            label="Plan"
            required
            options={[
              { key: 'f', text: 'Free', value: 'free' },
              { key: 'p', text: 'Pro', value: 'pro' },
            ]}
          />
        </Form.Group>
        <Form.Group inline>
          <Form.Button type="submit" primary content="Send" />
          <Form.Button type="reset" content="Reset" />
        </Form.Group>
      </Form>
      <p aria-live="polite">Sent: {sent || 'nothing yet'}</p>
    </>
  );
}

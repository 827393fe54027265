import { Form } from 'sui-react';

export default function ErrorExample() {
  return (
    <Form>
      <Form.Input
        id="error-email"
        name="email"
        label="Email"
        defaultValue="ada@"
        error={{ content: 'Enter a whole email address, such as ada@example.com', pointing: 'below' }}
      />
      <Form.Checkbox
        id="error-terms"
        name="terms"
        label="I agree to the terms"
        error={{ content: 'Agree to the terms to go on', pointing: 'left' }}
      />
    </Form>
  );
}

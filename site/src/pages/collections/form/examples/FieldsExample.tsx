import { Button, Form } from 'sui-react';

export default function FieldsExample() {
  return (
    <Form>
      <Form.Group widths="equal">
        <Form.Input id="fields-first" name="first" label="First name" placeholder="Ada" required />
        <Form.Input id="fields-last" name="last" label="Last name" placeholder="Lovelace" />
      </Form.Group>
      <Form.TextArea id="fields-about" name="about" label="About you" autoHeight rows={2} />
      <Form.Checkbox id="fields-terms" name="terms" label="I agree to the terms" required />
      <Button type="submit" primary>
        Submit
      </Button>
    </Form>
  );
}

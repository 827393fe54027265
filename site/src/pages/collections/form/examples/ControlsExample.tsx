import { useState } from 'react';
import { Form } from 'sui-react';

const SIZES = [
  { key: 's', text: 'Small', value: 'small' },
  { key: 'm', text: 'Medium', value: 'medium' },
  { key: 'l', text: 'Large', value: 'large' },
];

export default function ControlsExample() {
  const [size, setSize] = useState('small');
  const [crust, setCrust] = useState('thin');
  const [toppings, setToppings] = useState<unknown>([]);
  return (
    <Form>
      <Form.Select
        id="controls-size"
        name="size"
        label="Size"
        options={SIZES}
        value={size}
        onChange={(_, { value }) => setSize(String(value))}
      />
      <Form.Dropdown
        id="controls-toppings"
        name="toppings"
        label="Toppings"
        multiple
        search
        options={[
          { key: 'c', text: 'Cheese', value: 'cheese' },
          { key: 'o', text: 'Olives', value: 'olives' },
          { key: 'm', text: 'Mushrooms', value: 'mushrooms' },
        ]}
        onChange={(_, { value }) => setToppings(value)}
      />
      <Form.Group grouped>
        <label>Crust</label>
        <Form.Radio
          id="controls-thin"
          name="crust"
          label="Thin"
          value="thin"
          checked={crust === 'thin'}
          onChange={(_, { value }) => setCrust(String(value))}
        />
        <Form.Radio
          id="controls-thick"
          name="crust"
          label="Thick"
          value="thick"
          checked={crust === 'thick'}
          onChange={(_, { value }) => setCrust(String(value))}
        />
      </Form.Group>
      <Form.Button content="Order" type="button" />
      <p>
        {size}, {crust}, {JSON.stringify(toppings)}
      </p>
    </Form>
  );
}

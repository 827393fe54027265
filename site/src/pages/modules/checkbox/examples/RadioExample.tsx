import { useState } from 'react';
import { Radio, RadioGroup } from 'sui-react/checkbox';

// Values can be of any type; an object is compared by identity.
const objectValue = { example: 'object' };
const values = ['hello', 'world', 'example', objectValue];

export default function RadioExample() {
  const [value, setValue] = useState<unknown>('world');

  return (
    <div className="ui form">
      <RadioGroup
        className="grouped fields"
        aria-labelledby="radio-example-label"
        value={value}
        onChange={setValue}
      >
        <label id="radio-example-label">Radio example</label>
        {values.map((option) => (
          <div className="field" key={JSON.stringify(option)}>
            <Radio value={option} label={`Value: ${JSON.stringify(option)}`} />
          </div>
        ))}
      </RadioGroup>
      <p>
        The currently selected value is <code>{JSON.stringify(value)}</code>
      </p>
    </div>
  );
}

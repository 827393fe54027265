import { useState } from 'react';
import { Select } from 'sui-react/select';

const options = [
  { value: 'apple', text: 'Apple' },
  { value: 'pear', text: 'Pear' },
  { value: 'plum', text: 'Plum' },
];

export default function NativeSelectExample() {
  const [fruit, setFruit] = useState<string | null>(null);
  return (
    <>
      <Select
        selection
        aria-label="Fruit"
        placeholder="Choose a fruit"
        options={options}
        labelField="text"
        valueField="value"
        value={fruit}
        onChange={setFruit}
      />
      <p>Chosen: {fruit ?? 'nothing yet'}</p>
    </>
  );
}

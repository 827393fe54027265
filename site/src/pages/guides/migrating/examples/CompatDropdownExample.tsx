import { useState } from 'react';
import { Dropdown } from 'sui-react/compat';

const options = [
  { key: 'apple', value: 'apple', text: 'Apple' },
  { key: 'pear', value: 'pear', text: 'Pear' },
  { key: 'plum', value: 'plum', text: 'Plum' },
];

export default function CompatDropdownExample() {
  const [fruit, setFruit] = useState('');
  return (
    <>
      <Dropdown
        selection
        aria-label="Fruit"
        placeholder="Choose a fruit"
        options={options}
        value={fruit}
        onChange={(_event, { value }) => setFruit(String(value))}
      />
      <p>Chosen: {fruit || 'nothing yet'}</p>
    </>
  );
}

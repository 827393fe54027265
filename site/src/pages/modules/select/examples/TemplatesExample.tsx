import { useState } from 'react';
import { Select } from 'sui-react/select';

interface Option {
  name: string;
}

const options: Option[] = [
  'Example',
  'Test',
  'What',
  'No',
  'Benefit',
  'Oranges',
  'Artemis',
  'Another',
  'Apples',
  'Foo',
  'Bar',
].map((name) => ({ name }));

/** Shows each option as `name: 'Oranges'`. */
const formatter = (option: Option) => `name: '${option.name}'`;

export default function TemplatesExample() {
  const [selected, setSelected] = useState<Option | null>(options[5]!);

  return (
    <>
      <div className="ui segment">
        <h4 className="ui header" id="templates-template">
          Template
        </h4>
        <Select
          selection
          options={options}
          labelField="name"
          searchable
          value={selected}
          onChange={setSelected}
          renderOption={(option) => (
            <>
              <i className="child icon" aria-hidden="true" />
              {option.name}
            </>
          )}
          aria-labelledby="templates-template"
        />
        <p>
          You must still provide a <code>labelField</code> to support searching.
        </p>
      </div>
      <div className="ui segment">
        <h4 className="ui header" id="templates-formatter">
          Formatter
        </h4>
        <Select
          selection
          options={options}
          labelField="name"
          value={selected}
          onChange={setSelected}
          optionFormatter={formatter}
          aria-labelledby="templates-formatter"
        />
      </div>
      <p>
        Selected: <code data-testid="templates-value">{JSON.stringify(selected)}</code>
      </p>
    </>
  );
}

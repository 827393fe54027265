import { useState } from 'react';
import { MultiSelect, SelectOption, SelectSearch } from 'sui-react/select';

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

export default function SearchInMenuExample() {
  const [selected, setSelected] = useState<Option[]>([options[0]!, options[5]!]);

  return (
    <>
      <MultiSelect
        options={options}
        labelField="name"
        maxSelected={5}
        icon="list"
        value={selected}
        onChange={setSelected}
        aria-label="Options"
      >
        {(filtered, listbox) => (
          <>
            <div className="ui icon search input">
              <i className="search icon" aria-hidden="true" />
              <SelectSearch placeholder="Search options..." />
            </div>
            <div className="divider" />
            <div className="header">
              <i className="list icon" aria-hidden="true" />
              Options
            </div>
            <div className="scrolling menu" {...listbox}>
              {filtered.map((option) => (
                <SelectOption key={option.name} value={option} />
              ))}
            </div>
          </>
        )}
      </MultiSelect>
      <p>
        Selected: <code data-testid="in-menu-value">{JSON.stringify(selected)}</code>
      </p>
    </>
  );
}

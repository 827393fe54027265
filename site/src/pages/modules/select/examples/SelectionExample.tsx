import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { MultiSelect, Select } from 'sui-react/select';

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

export default function SelectionExample() {
  const [single, setSingle] = useState<Option | null>(null);
  const [multi, setMulti] = useState<Option[]>([]);
  const [searchable, setSearchable] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [hideLabels, setHideLabels] = useState(false);

  return (
    <>
      <p>Full keyboard navigation is supported.</p>
      <div className="ui segment">
        <h4 className="ui header" id="selection-single">
          Single select (with the <code>selection</code> class)
        </h4>
        <Select
          selection
          options={options}
          labelField="name"
          value={single}
          onChange={setSingle}
          searchable={searchable}
          disabled={disabled}
          aria-labelledby="selection-single"
        />
      </div>
      <div className="ui segment">
        <h4 className="ui header" id="selection-multi">
          Multi select
        </h4>
        <MultiSelect
          selection
          options={options}
          labelField="name"
          value={multi}
          onChange={setMulti}
          searchable={searchable}
          disabled={disabled}
          labels={!hideLabels}
          aria-labelledby="selection-multi"
        />
        <div className="selection-toggle">
          <Checkbox label="Hide labels?" checked={hideLabels} onChange={setHideLabels} />
        </div>
      </div>
      <div className="ui segment">
        <Checkbox label="Searchable?" checked={searchable} onChange={setSearchable} />{' '}
        <Checkbox label="Disabled?" checked={disabled} onChange={setDisabled} />
      </div>
      <p>
        Singly selected: <code data-testid="single-value">{JSON.stringify(single)}</code>
      </p>
      <p>
        Multi selected: <code data-testid="multi-value">{JSON.stringify(multi)}</code>
      </p>
    </>
  );
}

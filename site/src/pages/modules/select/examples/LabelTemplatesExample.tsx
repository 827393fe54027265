import { useState } from 'react';
import { MultiSelect } from 'sui-react/select';

interface Team {
  name: string;
  code: string;
  // Colours whose white text keeps a contrast of 4.5:1.
  colour: 'red' | 'brown' | 'grey' | 'purple' | 'violet' | 'black';
}

const teams: Team[] = [
  { name: 'Design', code: 'DES', colour: 'violet' },
  { name: 'Engineering', code: 'ENG', colour: 'purple' },
  { name: 'Finance', code: 'FIN', colour: 'brown' },
  { name: 'Marketing', code: 'MKT', colour: 'red' },
  { name: 'Research', code: 'RES', colour: 'grey' },
  { name: 'Support', code: 'SUP', colour: 'black' },
];

export default function LabelTemplatesExample() {
  const [codes, setCodes] = useState(['ENG', 'FIN']);

  return (
    <>
      <label id="label-templates-teams">Teams</label>
      <MultiSelect
        selection
        fluid
        options={teams}
        labelField="name"
        valueField="code"
        value={codes}
        onChange={setCodes}
        aria-labelledby="label-templates-teams"
        // The menu lists full names; each chosen team shows as its code, in its colour.
        renderLabel={(team) => (
          <>
            <i className="users icon" aria-hidden="true" />
            {team.code}
          </>
        )}
        labelClassName={(team) => team.colour}
      />
      <p>
        Submitted codes: <code data-testid="label-templates-value">{codes.join(', ') || 'none'}</code>
      </p>
    </>
  );
}

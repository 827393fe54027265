import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';

export default function CheckboxExample() {
  const [checked, setChecked] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [readOnly, setReadOnly] = useState(false);

  return (
    <div className="ui form">
      <div className="grouped fields">
        <label id="checkbox-example-label">Checkbox example</label>
        <div className="field">
          <Checkbox
            label="An example checkbox"
            checked={checked}
            onChange={setChecked}
            disabled={disabled}
            readOnly={readOnly}
          />
        </div>
        <div className="field">
          <Checkbox label="1st checkbox disabled?" checked={disabled} onChange={setDisabled} />
        </div>
        <div className="field">
          <Checkbox label="1st checkbox read-only?" checked={readOnly} onChange={setReadOnly} />
        </div>
        <div className="field">
          <Checkbox label="Mirrors the value of the 1st checkbox" checked={checked} onChange={setChecked} />
        </div>
      </div>
    </div>
  );
}

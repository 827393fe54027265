import { useState } from 'react';
import { Checkbox, Radio, RadioGroup } from 'sui-react/checkbox';

export default function StyledExample() {
  const [style, setStyle] = useState('a');

  return (
    <div className="ui form">
      <div className="inline fields">
        <div className="field">
          <Checkbox slider label="Slider checkbox" />
        </div>
        <div className="field">
          <Checkbox toggle label="Toggle checkbox" />
        </div>
      </div>
      <RadioGroup
        className="inline fields"
        aria-label="Styled radios"
        name="styled"
        value={style}
        onChange={setStyle}
      >
        <div className="field">
          <Radio slider value="a" label="Slider radio" />
        </div>
        <div className="field">
          <Radio toggle value="b" label="Toggle radio" />
        </div>
      </RadioGroup>
    </div>
  );
}

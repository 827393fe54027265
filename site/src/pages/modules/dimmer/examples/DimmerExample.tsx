import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Dimmer } from 'sui-react/dimmer';

export default function DimmerExample() {
  const [dimmed, setDimmed] = useState(false);
  const [clickable, setClickable] = useState(true);

  return (
    <>
      <div className="ui segment">
        <h4 className="ui header">Example segment</h4>
        <Dimmer dimmed={dimmed} onDimmedChange={setDimmed} clickable={clickable}>
          <h4 className="ui inverted header">I can have content too!</h4>
        </Dimmer>
        <p>
          A dimmer covers its container: this segment. While it is shown, the text and the button below cannot
          be reached, by mouse or by keyboard.
        </p>
        <button type="button" className="ui button">
          A button under the dimmer
        </button>
      </div>
      <div className="ui form">
        <div className="inline fields">
          <div className="field">
            <button type="button" className="ui primary button" onClick={() => setDimmed(!dimmed)}>
              Toggle Dimmer
            </button>
          </div>
          <div className="field">
            <Checkbox label="Click to close?" checked={clickable} onChange={setClickable} />
          </div>
        </div>
      </div>
    </>
  );
}

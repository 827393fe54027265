import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Progress } from 'sui-react/progress';

export default function StandardExample() {
  const [value, setValue] = useState(55);
  const [maximum, setMaximum] = useState(100);
  const [precision, setPrecision] = useState(0);
  const [showProgress, setShowProgress] = useState(true);

  return (
    <>
      <Progress value={value} maximum={maximum} precision={precision} showProgress={showProgress}>
        Progress Bar Label
      </Progress>
      <div className="ui form">
        <div className="four fields">
          <div className="field">
            <label htmlFor="progress-value">Value</label>
            <div className="ui action input">
              <input
                id="progress-value"
                type="number"
                value={value}
                onChange={(event) => setValue(event.target.valueAsNumber)}
              />
              <button
                type="button"
                className="ui green icon button"
                aria-label="Add 10"
                onClick={() => setValue(value + 10)}
              >
                <i className="plus icon" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="ui red icon button"
                aria-label="Take 10 away"
                onClick={() => setValue(value - 10)}
              >
                <i className="minus icon" aria-hidden="true" />
              </button>
            </div>
          </div>
          <div className="field">
            <label htmlFor="progress-maximum">Maximum</label>
            <input
              id="progress-maximum"
              type="number"
              min={1}
              value={maximum}
              onChange={(event) => {
                // The maximum must be a finite number above 0: fall back to 1 for anything else typed.
                const typed = event.target.valueAsNumber;
                setMaximum(Number.isFinite(typed) && typed > 0 ? typed : 1);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="progress-precision">Precision</label>
            <input
              id="progress-precision"
              type="number"
              min={0}
              max={20}
              value={precision}
              onChange={(event) => setPrecision(event.target.valueAsNumber)}
            />
          </div>
          <div className="field" style={{ alignSelf: 'flex-end', paddingBottom: '0.7em' }}>
            <Checkbox label="Show Progress?" checked={showProgress} onChange={setShowProgress} />
          </div>
        </div>
      </div>
    </>
  );
}

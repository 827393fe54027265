import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Rating } from 'sui-react/rating';

export default function BasicExample() {
  const [rating, setRating] = useState(3);
  const [readOnly, setReadOnly] = useState(false);

  return (
    <>
      <Rating
        value={rating}
        onChange={setRating}
        maximum={10}
        readOnly={readOnly}
        aria-label="Example rating"
      />
      <div className="ui form" style={{ marginTop: '1em' }}>
        <div className="two fields">
          <div className="field">
            <label htmlFor="rating-value">Value</label>
            <input
              id="rating-value"
              type="number"
              min={0}
              max={10}
              value={rating}
              onChange={(event) =>
                setRating(Number.isNaN(event.target.valueAsNumber) ? 0 : event.target.valueAsNumber)
              }
            />
          </div>
          <div className="field" style={{ alignSelf: 'flex-end', paddingBottom: '0.7em' }}>
            <Checkbox label="Read Only?" checked={readOnly} onChange={setReadOnly} />
          </div>
        </div>
      </div>
    </>
  );
}

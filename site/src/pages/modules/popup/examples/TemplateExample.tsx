import { useState } from 'react';
import { Popup } from 'sui-react/popup';
import { Rating } from 'sui-react/rating';

export default function TemplateExample() {
  const [rating, setRating] = useState(0);

  return (
    <>
      <Popup
        header="Rating"
        trigger="outsideClick"
        content={({ close }) => (
          <Rating
            className="yellow"
            aria-label="Your rating"
            value={rating}
            onChange={setRating}
            onClick={close}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                close();
              }
            }}
          />
        )}
      >
        <button type="button" className="ui icon button">
          <i className="star icon" aria-hidden="true" /> Rate
        </button>
      </Popup>
      <p>Your rating: {rating === 0 ? 'none yet' : `${rating} of 5`}</p>
    </>
  );
}

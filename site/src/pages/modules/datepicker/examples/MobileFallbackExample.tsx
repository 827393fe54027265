import { useState } from 'react';
import { Datepicker } from 'sui-react/datepicker';

export default function MobileFallbackExample() {
  const [date, setDate] = useState<Date | null>(() => new Date());

  return (
    <div className="ui fluid action input">
      <Datepicker
        aria-label="Date with mobile fallback"
        placeholder="Select date..."
        value={date}
        onChange={setDate}
        useNativeOnMobile
      />
      <button
        type="button"
        className="ui primary icon button"
        aria-label="Now"
        onClick={() => setDate(new Date())}
      >
        <i className="checked calendar icon" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="ui secondary icon button"
        aria-label="Clear"
        onClick={() => setDate(null)}
      >
        <i className="remove icon" aria-hidden="true" />
      </button>
    </div>
  );
}

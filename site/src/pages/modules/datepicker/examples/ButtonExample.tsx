import { useState } from 'react';
import { Datepicker } from 'sui-react/datepicker';

export default function ButtonExample() {
  const [date, setDate] = useState<Date | null>(null);

  return (
    <>
      <Datepicker
        value={date}
        onChange={setDate}
        trigger={
          <button type="button" className="ui button">
            Select Date
          </button>
        }
      />
      <p>Selected date: {date ? date.toString() : 'none'}</p>
    </>
  );
}

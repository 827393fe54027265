import { useState } from 'react';
import { Datepicker, DateRangePicker, type DateRangeValue } from 'sui-react/datepicker';

export default function InlineExample() {
  const [day, setDay] = useState<Date | null>(null);
  const [stay, setStay] = useState<DateRangeValue>({ start: null, end: null });

  return (
    <div className="ui form">
      <div className="field">
        <Datepicker inline mode="date" value={day} onChange={setDay} dialogLabel="Delivery day" />
        <p>Delivery day: {day ? day.toDateString() : 'none'}</p>
      </div>
      <div className="field">
        <DateRangePicker inline value={stay} onChange={setStay} startLabel="Arrival" endLabel="Departure" />
        <p>
          Stay: {stay.start ? stay.start.toDateString() : '…'} to {stay.end ? stay.end.toDateString() : '…'}
        </p>
      </div>
    </div>
  );
}

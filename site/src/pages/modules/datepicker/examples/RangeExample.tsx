import { useState } from 'react';
import { DateRangePicker, type DateRangeValue } from 'sui-react/datepicker';

export default function RangeExample() {
  const [range, setRange] = useState<DateRangeValue>({ start: null, end: null });
  const [sent, setSent] = useState('');

  return (
    <form
      className="ui form"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams([...new FormData(event.currentTarget)] as string[][]).toString());
      }}
    >
      <DateRangePicker
        value={range}
        onChange={setRange}
        startName="from"
        endName="to"
        required
        useNativeOnMobile={false}
      />
      <p>
        From {range.start ? range.start.toDateString() : '…'} to {range.end ? range.end.toDateString() : '…'}
      </p>
      <button className="ui primary button" type="submit">
        Book
      </button>
      <button className="ui button" type="reset">
        Reset
      </button>
      {sent && <p>Submitted: {sent}</p>}
    </form>
  );
}

import { useState } from 'react';
import { Datepicker } from 'sui-react/datepicker';

/** Today moved by whole months (the day kept, or the month's last day), then by days. */
function fromToday(months: number, days: number): Date {
  const date = new Date();
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(day, lastDay) + days);
  return date;
}

export default function MinMaxExample() {
  const [min, setMin] = useState<Date | null>(() => fromToday(-1, -4));
  const [max, setMax] = useState<Date | null>(() => fromToday(1, 4));
  const [date, setDate] = useState<Date | null>(null);

  return (
    <div className="ui form">
      <div className="two fields">
        <div className="field">
          <label htmlFor="range-min">Min Date</label>
          {/* Each end stops at the other, so the minimum never passes the maximum. */}
          <Datepicker
            id="range-min"
            value={min}
            onChange={setMin}
            maxDate={max ?? undefined}
            useNativeOnMobile={false}
          />
        </div>
        <div className="field">
          <label htmlFor="range-max">Max Date</label>
          <Datepicker
            id="range-max"
            value={max}
            onChange={setMax}
            minDate={min ?? undefined}
            useNativeOnMobile={false}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="range-date">Constrained Date</label>
        <Datepicker
          id="range-date"
          value={date}
          onChange={setDate}
          minDate={min ?? undefined}
          maxDate={max ?? undefined}
          useNativeOnMobile={false}
        />
      </div>
      <p>Selected date: {date ? date.toString() : 'none'}</p>
    </div>
  );
}

import { useState } from 'react';
import { Datepicker, DateRangePicker, type DateRangeValue } from 'sui-react/datepicker';

/** Fixed-date public holidays (month, day): New Year, Christmas and Boxing Day. */
const HOLIDAYS = [
  [0, 1],
  [11, 25],
  [11, 26],
];

/** Saturdays, Sundays and holidays cannot be chosen. */
function isClosed(date: Date): boolean {
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  return weekend || HOLIDAYS.some(([month, day]) => date.getMonth() === month && date.getDate() === day);
}

export default function DisabledDatesExample() {
  const [day, setDay] = useState<Date | null>(null);
  const [leave, setLeave] = useState<DateRangeValue>({ start: null, end: null });

  return (
    <div className="ui form">
      <div className="field">
        <label htmlFor="working-day">Working day</label>
        <Datepicker
          id="working-day"
          mode="date"
          value={day}
          onChange={setDay}
          isDateDisabled={isClosed}
          useNativeOnMobile={false}
        />
      </div>
      <DateRangePicker
        value={leave}
        onChange={setLeave}
        isDateDisabled={isClosed}
        startLabel="First day of leave"
        endLabel="Last day of leave"
        useNativeOnMobile={false}
      />
    </div>
  );
}

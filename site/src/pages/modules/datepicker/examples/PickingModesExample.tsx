import { useState } from 'react';
import { Datepicker, DATEPICKER_MODES, type DatepickerMode } from 'sui-react/datepicker';
import { Select } from 'sui-react/select';

export default function PickingModesExample() {
  const [date, setDate] = useState<Date | null>(null);
  const [mode, setMode] = useState<DatepickerMode>('datetime');
  const [firstDay, setFirstDay] = useState('1');
  // Only a whole number from 0 to 6 reaches the picker; anything else keeps the last good one.
  const [firstDayOfWeek, setFirstDayOfWeek] = useState(1);

  return (
    <div className="ui form">
      <div className="field">
        <label htmlFor="modes-date">Date</label>
        <div className="ui left icon input">
          <i className="calendar icon" aria-hidden="true" />
          <Datepicker
            id="modes-date"
            value={date}
            onChange={setDate}
            mode={mode}
            firstDayOfWeek={firstDayOfWeek}
            useNativeOnMobile={false}
          />
        </div>
      </div>
      <div className="two fields">
        <div className="field">
          <label id="modes-mode-label">Datepicker Mode</label>
          <Select
            selection
            options={DATEPICKER_MODES}
            value={mode}
            onChange={setMode}
            aria-labelledby="modes-mode-label"
          />
        </div>
        <div className="field">
          <label htmlFor="modes-first-day">First Day of the Week</label>
          <input
            id="modes-first-day"
            type="number"
            min={0}
            max={6}
            value={firstDay}
            onChange={(event) => {
              setFirstDay(event.target.value);
              const day = Number(event.target.value);
              if (event.target.value !== '' && Number.isInteger(day) && day >= 0 && day <= 6) {
                setFirstDayOfWeek(day);
              }
            }}
          />
        </div>
      </div>
      <p>Selected date: {date ? date.toString() : 'none'}</p>
    </div>
  );
}

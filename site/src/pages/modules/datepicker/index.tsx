import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { lazy, Suspense } from 'react';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import button from './examples/ButtonExample.tsx?example';
import minMax from './examples/MinMaxExample.tsx?example';
import mobile from './examples/MobileFallbackExample.tsx?example';
import modes from './examples/PickingModesExample.tsx?example';

/** The range, inline and disabled-date examples load after the page (and bring the range picker). */
const RangeSections = lazy(() => import('./RangeSections'));

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/datepicker?api');

/** The keyboard table loads after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/datepicker/keyboard');

export default function DatepickerPage() {
  return (
    <>
      <PageTitle title="Datepicker">
        A datepicker lets the user choose a date and a time from a calendar.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Datepicker" example={modes}>
          <p>
            A datepicker has five picking modes. <code>datetime</code>, the default, goes from a day to an
            hour to a five-minute slot; <code>date</code>, <code>time</code>, <code>month</code> and{' '}
            <code>year</code> stop at their own precision. The title of each view zooms out to months and
            years, and the arrows turn the page. The first day of the week comes from the language unless{' '}
            <code>firstDayOfWeek</code> says otherwise. The text can also be typed: it is read in the
            language&apos;s format for the mode, and anything else clears the value.
          </p>
        </Example>
        <Example title="Button" example={button}>
          <p>
            Any focusable element can open the calendar: pass it as <code>trigger</code> and no text input is
            rendered. The calendar then takes the keyboard focus, and gives it back to the button when it
            closes.
          </p>
        </Example>
        <Example title="Min & Max" example={minMax}>
          <p>
            <code>minDate</code> and <code>maxDate</code> limit the range: cells outside it are disabled, the
            arrows stop at its ends, the keyboard stays inside it, and typed dates outside it clear the value.
            Here the range starts one month and four days either side of today, and both ends can be changed.
          </p>
        </Example>
        <Suspense fallback={<p>Loading the range, inline and disabled-date examples…</p>}>
          <RangeSections />
        </Suspense>

        <div className="ui info message">
          <div className="header">Timezones</div>
          <p>
            Values are plain JavaScript <code>Date</code> objects in the browser&apos;s local time. Modes
            without a time of day give midnight: <code>date</code> gives the day at 00:00, <code>month</code>{' '}
            the 1st and <code>year</code> January 1st. Convert to UTC or another zone yourself when you send a
            value anywhere.
          </p>
        </div>

        <Example title="Mobile Fallback" example={mobile}>
          <p>
            On phones and tablets, a datepicker on a text input uses the browser&apos;s own picker (
            <code>datetime-local</code>, <code>date</code>, <code>time</code>, <code>month</code>, or a number
            for years). That is the default; <code>useNativeOnMobile={'{false}'}</code> keeps the calendar. It
            applies to the input only: a <code>trigger</code> always opens the calendar. The buttons set the
            date to now and clear it.
          </p>
        </Example>

        <div className="ui info message">
          <div className="header">Localization</div>
          <p>
            Month and weekday names, the formats of each mode and the first day of the week come from the
            language in use; <code>localeOverrides</code> changes them for one picker. Right-to-left languages
            such as Hebrew show the calendar mirrored. See <a href="#/behaviors/localization">Localization</a>
            .
          </p>
        </div>

        <h2 className="ui dividing header">Usage</h2>
        <p>
          Without a <code>trigger</code>, the datepicker is a text input: other props (<code>id</code>,{' '}
          <code>placeholder</code>, <code>name</code>, <code>aria-label</code> ...) go to it. Clicking it
          opens the calendar; the Down arrow opens it and moves into it. In the calendar the arrows move by
          day and week, Home and End go to the start and end of the week, Page Up and Page Down move by month
          (with Shift, by year), Enter or Space chooses and Escape closes.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
const [date, setDate] =
  useState<Date | null>(null);

<Datepicker
  mode="date"
  value={date}
  onChange={setDate}
  placeholder="Select date..."
/>

<Datepicker
  mode="month"
  value={date}
  onChange={setDate}
  trigger={
    <button className="ui button">
      Pick a month
    </button>
  }
/>`,
          )}
        />

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="datepickerKeyboard" caption="Datepicker and DateRangePicker keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}

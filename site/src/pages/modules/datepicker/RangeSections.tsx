import { Example } from '../../../docs-kit';
import disabledDates from './examples/DisabledDatesExample.tsx?example';
import inline from './examples/InlineExample.tsx?example';
import range from './examples/RangeExample.tsx?example';

/** The range, inline and disabled-date examples: they load after the page, with the range picker. */
export default function RangeSections() {
  return (
    <>
      <Example title="Range" example={range}>
        <p>
          <code>DateRangePicker</code> links two pickers the way Fomantic links a start and an end calendar.
          Its value is <code>{'{ start, end }'}</code>. The end&apos;s calendar begins at the start, and both
          calendars shade the span from the other end to the date under the pointer or the keyboard. Picking a
          start after the end starts the range again. In a form, the two ends are sent as{' '}
          <code>startName</code> and <code>endName</code> in ISO form (here <code>from</code> and{' '}
          <code>to</code>). <code>required</code> needs both ends, and a reset puts both back.
        </p>
      </Example>
      <Example title="Inline" example={inline}>
        <p>
          <code>inline</code> shows the calendar itself, with no input: it is always there and stays open when
          a date is picked. This works for one date and for a range, where the two calendars sit side by side.
          Tab reaches the title, the arrows and the highlighted date; the keys are the same as in the popup.
          With a <code>name</code> it is part of a form like the input.
        </p>
      </Example>
      <Example title="Disabled Dates" example={disabledDates}>
        <p>
          <code>isDateDisabled</code> turns off single days, such as weekends and holidays, in every kind of
          picker. These cells cannot be clicked, and the arrow keys skip over them in the direction of the
          key. A typed date that is turned off does not become the value: the input shows as invalid, and a
          form will not submit until it is fixed.
        </p>
      </Example>
    </>
  );
}

import { testVariations } from '../../test-utils/variations.js';
import { DATEPICKER_VARIATIONS } from './Datepicker.js';

const notProps = {
  popup: 'the calendar of a picker with an input, in its popup (`ui popup calendar`)',
  disabled: 'set by the `disabled` prop',
};

testVariations('modules/datepicker/index.ts', 'calendar', [
  { component: 'Datepicker', table: DATEPICKER_VARIATIONS, base: ['ui', 'calendar'], notProps },
  { component: 'DateRangePicker', table: DATEPICKER_VARIATIONS, base: ['ui', 'calendar'], notProps },
]);

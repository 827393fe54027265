export {
  Datepicker,
  type DatepickerProps,
  type DatepickerHandle,
  type DatepickerPlacement,
} from './Datepicker.js';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
  type RangeEnd,
} from './DateRangePicker.js';
export { DATEPICKER_MODES, type DatepickerMode } from './grid.js';

export {
  Datepicker,
  type DatepickerProps,
  type DatepickerHandle,
  type DatepickerPlacement,
} from './Datepicker.js';
export { DATEPICKER_MODES, type DatepickerMode } from './grid.js';

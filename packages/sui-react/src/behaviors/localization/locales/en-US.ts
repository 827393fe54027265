import type { LocaleValues } from '../types.js';
import enGB from './en-GB.js';

/**
 * English (US): English (UK) with weeks starting on Sunday and dates that read month first. It is
 * complete on its own; en-GB ships with the localization core anyway, so this costs nothing extra.
 */
const enUS: LocaleValues = {
  ...enGB,
  datepicker: {
    ...enGB.datepicker,
    formats: {
      time: 'h:mm a',
      datetime: 'MMMM d, yyyy h:mm a',
      date: 'MMMM d, yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 0,
  },
};

export default enUS;

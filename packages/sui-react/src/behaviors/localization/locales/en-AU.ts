import type { LocaleValues } from '../types.js';
import enGB from './en-GB.js';

/**
 * English (Australia): English (UK) with weeks starting on Sunday. It is complete on its own; en-GB
 * ships with the localization core anyway, so this costs nothing extra.
 */
const enAU: LocaleValues = {
  ...enGB,
  datepicker: { ...enGB.datepicker, firstDayOfWeek: 0 },
};

export default enAU;

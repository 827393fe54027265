export {
  LocalizationProvider,
  useLocalization,
  useLocaleValues,
  type Localization,
  type LocalizationProviderProps,
} from './LocalizationProvider.js';
export { LocalizationStore, DEFAULT_LANGUAGE, normalizeLanguage, interpolate, deepMerge } from './store.js';
export type {
  LocaleValues,
  PartialLocaleValues,
  RecursivePartial,
  DatepickerLocaleValues,
  SearchLocaleValues,
  SelectLocaleValues,
  SliderLocaleValues,
  ToastLocaleValues,
} from './types.js';
export { default as enGB } from './locales/en-GB.js';

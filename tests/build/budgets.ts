/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  accordion: 2_500,
  checkbox: 1_500,
  collapse: 2_500,
  datepicker: 18_500,
  // Dimmer carries the shared TransitionController (about 1.5 KB). Search carries the localization
  // state with en-GB; its bar in the issue is 4 KB.
  dimmer: 2_600,
  dropdown: 4_600,
  'locales/de': 1_500,
  'locales/en-AU': 1_500,
  'locales/en-GB': 1_500,
  'locales/en-US': 1_500,
  'locales/es': 1_500,
  'locales/fr': 1_500,
  'locales/ge': 1_500,
  'locales/he': 1_500,
  'locales/it': 1_500,
  'locales/nl': 1_500,
  'locales/pt': 1_500,
  'locales/ru': 1_500,
  localization: 2_500,
  message: 2_500,
  modal: 6_000,
  pagination: 2_500,
  popup: 10_000,
  progress: 1_500,
  rating: 1_500,
  search: 3_900,
  select: 6_800,
  sidebar: 3_000,
  tabs: 3_000,
  transition: 2_500,
};

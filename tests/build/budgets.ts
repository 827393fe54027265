/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  accordion: 2_400,
  checkbox: 1_200,
  collapse: 1_000,
  datepicker: 18_500,
  dimmer: 1_500,
  dropdown: 6_000,
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
  message: 1_200,
  modal: 3_400,
  pagination: 1_500,
  popup: 10_000,
  progress: 900,
  rating: 1_100,
  // Search carries the shared TransitionController (about 1.5 KB) and the localization store with
  // en-GB (about 1.5 KB).
  search: 5_400,
  select: 9_000,
  sidebar: 2_300,
  tabs: 2_200,
  transition: 1_600,
};

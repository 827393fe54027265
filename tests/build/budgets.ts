/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  accordion: 3_700,
  checkbox: 1_500,
  collapse: 2_500,
  datepicker: 18_500,
  dropdown: 6_000,
  'locales/en-GB': 1_500,
  localization: 2_500,
  message: 2_500,
  pagination: 2_500,
  select: 9_000,
  sidebar: 3_000,
  transition: 2_500,
};

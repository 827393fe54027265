/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  accordion: 3_700,
  checkbox: 1_500,
  collapse: 2_500,
  dimmer: 2_600, // the shared TransitionController alone is about 1.5 KB of it
  dropdown: 6_000,
  'locales/en-GB': 1_500,
  localization: 2_500,
  message: 2_500,
  modal: 6_000,
  pagination: 2_500,
  select: 9_000,
  sidebar: 3_000,
  tabs: 3_000,
  transition: 2_500,
};

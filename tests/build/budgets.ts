/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  accordion: 2_400,
  // +50 B (2026-11-24): layout effects go through internal/useLayoutEffect (React 18.3 server renders
  // log no "useLayoutEffect does nothing on the server"), about 20-40 B gzipped per module.
  checkbox: 1_250,
  collapse: 1_000,
  // +50 B (2026-11-24): layout effects go through internal/useLayoutEffect (React 18.3 server renders
  // log no "useLayoutEffect does nothing on the server"), about 20-40 B gzipped per module.
  datepicker: 10_950,
  dimmer: 1_500,
  // +50 B (2026-11-24): the missing-menu check also runs during a server render.
  dropdown: 4_700,
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
  // +100 B (2026-11-24): the provider names itself, the prop and the value for an empty or unknown
  // language, on the server as in the browser.
  localization: 2_000,
  message: 1_200,
  modal: 3_400,
  pagination: 1_600,
  // +50 B (2026-11-24): a bad option says whether it came from the Popup or its provider.
  // +50 B (2026-11-24): layout effects go through internal/useLayoutEffect (React 18.3 server renders
  // log no "useLayoutEffect does nothing on the server"), about 20-40 B gzipped per module.
  popup: 6_300,
  progress: 900,
  rating: 1_100,
  // +100 B (2026-11-24): the default filter reads each item's text once per options array and stops
  // at maxResults, so a keystroke over 100,000 items stays within a frame.
  search: 4_000,
  // +100 B (2026-11-24): labels prepared once per options array, memoised MultiSelect labels and
  // a value map rebuilt only when the options change (100,000 options, 1,000 labels).
  // and +100 B more: a MultiSelect value that holds one value twice is an error naming it.
  select: 6_900,
  sidebar: 2_350,
  // +100 B (2026-11-24): each tab subscribes to whether it is active, so switching among 200 tabs
  // renders 2 of them, not 200.
  // and +100 B more: the tab checks run during a server render too (children register while rendering).
  // +50 B (2026-11-24): layout effects go through internal/useLayoutEffect (React 18.3 server renders
  // log no "useLayoutEffect does nothing on the server"), about 20-40 B gzipped per module.
  tabs: 2_450,
  transition: 1_600,
};

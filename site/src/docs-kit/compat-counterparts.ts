/**
 * The native pages that sui-react/compat builds on: each page's route and the compat components
 * (Semantic UI React's names) that are adapters over its component. PageTitle draws the line that
 * names them (CompatCounterparts), and a test checks the routes and the names against the site and
 * the compat entry. The Migrating guide's prop map is generated from the adapters themselves.
 */
export const COMPAT_COUNTERPARTS: Readonly<Record<string, readonly string[]>> = {
  '/collections/message': ['Message'],
  '/collections/pagination': ['Pagination'],
  '/modules/accordion': ['Accordion'],
  '/modules/checkbox': ['Checkbox', 'Radio'],
  '/modules/dimmer': ['Dimmer'],
  '/modules/dropdown': ['Dropdown'],
  '/modules/embed': ['Embed'],
  '/modules/modal': ['Modal', 'Confirm'],
  '/modules/popup': ['Popup'],
  '/modules/progress': ['Progress'],
  '/modules/rating': ['Rating'],
  '/modules/search': ['Search'],
  '/modules/select': ['Dropdown', 'Select'],
  '/modules/sidebar': ['Sidebar'],
  '/modules/sticky': ['Sticky'],
  '/modules/tabs': ['Tab'],
  '/modules/transition': ['Transition', 'TransitionGroup', 'TransitionablePortal'],
  '/modules/visibility': ['Visibility'],
};

/** The Migrating guide's route. */
export const MIGRATING_GUIDE = '/guides/migrating';

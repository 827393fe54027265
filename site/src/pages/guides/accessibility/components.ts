// The Accessibility page's table: each component, the WAI-ARIA pattern it follows, and whether its
// page has a Keyboard table (components.test.ts checks both against the routes and the pages).

/** The WAI-ARIA Authoring Practices' patterns. */
export const APG = 'https://www.w3.org/WAI/ARIA/apg/patterns';

/** One row per component: the pattern it follows and where its keys are listed. */
export const COMPONENTS: { name: string; path: string; pattern: string; apg?: string; keys: boolean }[] = [
  { name: 'Accordion', path: '/modules/accordion', pattern: 'Accordion', apg: 'accordion', keys: true },
  {
    name: 'Checkbox',
    path: '/modules/checkbox',
    pattern: 'Checkbox (native input); Switch for toggles',
    apg: 'checkbox',
    keys: true,
  },
  {
    name: 'Radio',
    path: '/modules/checkbox',
    pattern: 'Radio group (native inputs)',
    apg: 'radio',
    keys: true,
  },
  { name: 'Collapse', path: '/modules/collapse', pattern: 'Disclosure', apg: 'disclosure', keys: false },
  {
    name: 'Datepicker',
    path: '/modules/datepicker',
    pattern: 'Date picker dialog with a grid',
    apg: 'dialog-modal/examples/datepicker-dialog',
    keys: true,
  },
  {
    name: 'Dimmer',
    path: '/modules/dimmer',
    pattern: 'Visual layer; the page behind is inert while it blocks',
    keys: true,
  },
  { name: 'Dropdown', path: '/modules/dropdown', pattern: 'Menu button', apg: 'menu-button', keys: true },
  {
    name: 'Message',
    path: '/collections/message',
    pattern: 'Status or alert; the close button is named',
    keys: true,
  },
  { name: 'Modal', path: '/modules/modal', pattern: 'Dialog (modal)', apg: 'dialog-modal', keys: true },
  {
    name: 'Pagination',
    path: '/collections/pagination',
    pattern: 'Navigation landmark; the current page is aria-current',
    keys: true,
  },
  {
    name: 'Popup',
    path: '/modules/popup',
    pattern: 'Tooltip (on hover and on focus)',
    apg: 'tooltip',
    keys: true,
  },
  { name: 'Progress', path: '/modules/progress', pattern: 'Progress bar (role, not a widget)', keys: false },
  { name: 'Rating', path: '/modules/rating', pattern: 'Slider (“3 of 5”)', apg: 'slider', keys: true },
  {
    name: 'Search',
    path: '/modules/search',
    pattern: 'Combobox with a listbox (editable)',
    apg: 'combobox',
    keys: true,
  },
  {
    name: 'Select, MultiSelect',
    path: '/modules/select',
    pattern: 'Combobox with a listbox (select-only, or editable when searchable)',
    apg: 'combobox',
    keys: true,
  },
  {
    name: 'Sidebar',
    path: '/modules/sidebar',
    pattern: 'A landmark; over the page, a dialog with the page inert',
    keys: true,
  },
  {
    name: 'Slider, RangeSlider',
    path: '/modules/slider',
    pattern: 'Slider; multi-thumb slider in a group',
    apg: 'slider-multithumb',
    keys: true,
  },
  { name: 'Tabs', path: '/modules/tabs', pattern: 'Tabs (roving focus)', apg: 'tabs', keys: true },
  {
    name: 'Toast',
    path: '/modules/toast',
    pattern: 'Live regions (status, alert), never taking focus; F8 reaches them',
    keys: true,
  },
  { name: 'Transition', path: '/modules/transition', pattern: 'Visual; honours reduced motion', keys: false },
];

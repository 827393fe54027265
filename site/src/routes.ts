import type { ComponentType } from 'react';

export type NavGroup =
  'Guides' | 'Elements' | 'Collections' | 'Views' | 'Modules' | 'Behaviors' | 'Development';

export interface RouteEntry {
  /** The hash path, e.g. `/modules/sidebar`. */
  path: string;
  /** The page title (its h1). */
  title: string;
  /** The menu label, when it differs from the title. */
  label?: string;
  /** The menu group; Getting Started has none (it has its own link). */
  group?: NavGroup;
  /** Shown in the menu only in development builds; the route itself always exists. */
  devOnly?: boolean;
  /** Loads the page: each page is its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The one table of pages. It drives both the router and the nav menu, so a page joins the menu
 * when it is added here, and the end-to-end tests visit every entry.
 */
export const routes: RouteEntry[] = [
  {
    path: '/getting-started',
    title: 'Getting Started',
    load: () => import('./pages/getting-started/index'),
  },
  {
    path: '/guides/forms',
    title: 'Forms',
    group: 'Guides',
    load: () => import('./pages/guides/forms/index'),
  },
  {
    path: '/guides/server-rendering',
    title: 'Server rendering and Next.js',
    group: 'Guides',
    load: () => import('./pages/guides/server-rendering/index'),
  },
  {
    path: '/guides/testing',
    title: 'Testing',
    group: 'Guides',
    load: () => import('./pages/guides/testing/index'),
  },
  {
    path: '/guides/css-kits',
    title: 'CSS kits',
    group: 'Guides',
    load: () => import('./pages/guides/css-kits/index'),
  },
  {
    path: '/guides/accessibility',
    title: 'Accessibility',
    group: 'Guides',
    load: () => import('./pages/guides/accessibility/index'),
  },
  {
    path: '/guides/performance',
    title: 'Performance',
    group: 'Guides',
    load: () => import('./pages/guides/performance/index'),
  },
  {
    path: '/guides/migrating',
    title: 'Migrating from Semantic UI React',
    label: 'From Semantic UI React',
    group: 'Guides',
    load: () => import('./pages/guides/migrating/index'),
  },
  {
    path: '/elements/button',
    title: 'Button',
    group: 'Elements',
    load: () => import('./pages/elements/button/index'),
  },
  {
    path: '/elements/container',
    title: 'Container',
    group: 'Elements',
    load: () => import('./pages/elements/container/index'),
  },
  {
    path: '/elements/divider',
    title: 'Divider',
    group: 'Elements',
    load: () => import('./pages/elements/divider/index'),
  },
  {
    path: '/elements/emoji',
    title: 'Emoji',
    group: 'Elements',
    load: () => import('./pages/elements/emoji/index'),
  },
  {
    path: '/elements/flag',
    title: 'Flag',
    group: 'Elements',
    load: () => import('./pages/elements/flag/index'),
  },
  {
    path: '/elements/header',
    title: 'Header',
    group: 'Elements',
    load: () => import('./pages/elements/header/index'),
  },
  {
    path: '/elements/icon',
    title: 'Icon',
    group: 'Elements',
    load: () => import('./pages/elements/icon/index'),
  },
  {
    path: '/elements/image',
    title: 'Image',
    group: 'Elements',
    load: () => import('./pages/elements/image/index'),
  },
  {
    path: '/elements/input',
    title: 'Input',
    group: 'Elements',
    load: () => import('./pages/elements/input/index'),
  },
  {
    path: '/elements/label',
    title: 'Label',
    group: 'Elements',
    load: () => import('./pages/elements/label/index'),
  },
  {
    path: '/elements/list',
    title: 'List',
    group: 'Elements',
    load: () => import('./pages/elements/list/index'),
  },
  {
    path: '/elements/loader',
    title: 'Loader',
    group: 'Elements',
    load: () => import('./pages/elements/loader/index'),
  },
  {
    path: '/elements/placeholder',
    title: 'Placeholder',
    group: 'Elements',
    load: () => import('./pages/elements/placeholder/index'),
  },
  {
    path: '/elements/rail',
    title: 'Rail',
    group: 'Elements',
    load: () => import('./pages/elements/rail/index'),
  },
  {
    path: '/elements/reveal',
    title: 'Reveal',
    group: 'Elements',
    load: () => import('./pages/elements/reveal/index'),
  },
  {
    path: '/elements/segment',
    title: 'Segment',
    group: 'Elements',
    load: () => import('./pages/elements/segment/index'),
  },
  {
    path: '/elements/step',
    title: 'Step',
    group: 'Elements',
    load: () => import('./pages/elements/step/index'),
  },
  {
    path: '/elements/text',
    title: 'Text',
    group: 'Elements',
    load: () => import('./pages/elements/text/index'),
  },
  {
    path: '/elements/textarea',
    title: 'TextArea',
    group: 'Elements',
    load: () => import('./pages/elements/textarea/index'),
  },
  {
    path: '/collections/breadcrumb',
    title: 'Breadcrumb',
    group: 'Collections',
    load: () => import('./pages/collections/breadcrumb/index'),
  },
  {
    path: '/collections/form',
    title: 'Form',
    group: 'Collections',
    load: () => import('./pages/collections/form/index'),
  },
  {
    path: '/collections/grid',
    title: 'Grid',
    group: 'Collections',
    load: () => import('./pages/collections/grid/index'),
  },
  {
    path: '/collections/menu',
    title: 'Menu',
    group: 'Collections',
    load: () => import('./pages/collections/menu/index'),
  },
  {
    path: '/collections/message',
    title: 'Message',
    group: 'Collections',
    load: () => import('./pages/collections/message/index'),
  },
  {
    path: '/collections/pagination',
    title: 'Pagination',
    group: 'Collections',
    load: () => import('./pages/collections/pagination/index'),
  },
  {
    path: '/collections/table',
    title: 'Table',
    group: 'Collections',
    load: () => import('./pages/collections/table/index'),
  },
  {
    path: '/views/advertisement',
    title: 'Advertisement',
    group: 'Views',
    load: () => import('./pages/views/advertisement/index'),
  },
  {
    path: '/views/card',
    title: 'Card',
    group: 'Views',
    load: () => import('./pages/views/card/index'),
  },
  {
    path: '/views/comment',
    title: 'Comment',
    group: 'Views',
    load: () => import('./pages/views/comment/index'),
  },
  {
    path: '/views/feed',
    title: 'Feed',
    group: 'Views',
    load: () => import('./pages/views/feed/index'),
  },
  {
    path: '/views/item',
    title: 'Item',
    group: 'Views',
    load: () => import('./pages/views/item/index'),
  },
  {
    path: '/views/statistic',
    title: 'Statistic',
    group: 'Views',
    load: () => import('./pages/views/statistic/index'),
  },
  {
    path: '/modules/accordion',
    title: 'Accordion',
    group: 'Modules',
    load: () => import('./pages/modules/accordion/index'),
  },
  {
    path: '/modules/checkbox',
    title: 'Checkbox and radio button',
    label: 'Checkbox',
    group: 'Modules',
    load: () => import('./pages/modules/checkbox/index'),
  },
  {
    path: '/modules/collapse',
    title: 'Collapse',
    group: 'Modules',
    load: () => import('./pages/modules/collapse/index'),
  },
  {
    path: '/modules/datepicker',
    title: 'Datepicker',
    group: 'Modules',
    load: () => import('./pages/modules/datepicker/index'),
  },
  {
    path: '/modules/dimmer',
    title: 'Dimmer',
    group: 'Modules',
    load: () => import('./pages/modules/dimmer/index'),
  },
  {
    path: '/modules/dropdown',
    title: 'Dropdown',
    group: 'Modules',
    load: () => import('./pages/modules/dropdown/index'),
  },
  {
    path: '/modules/embed',
    title: 'Embed',
    group: 'Modules',
    load: () => import('./pages/modules/embed/index'),
  },
  {
    path: '/modules/modal',
    title: 'Modal',
    group: 'Modules',
    load: () => import('./pages/modules/modal/index'),
  },
  {
    path: '/modules/popup',
    title: 'Popup',
    group: 'Modules',
    load: () => import('./pages/modules/popup/index'),
  },
  {
    path: '/modules/progress',
    title: 'Progress',
    group: 'Modules',
    load: () => import('./pages/modules/progress/index'),
  },
  {
    path: '/modules/rating',
    title: 'Rating',
    group: 'Modules',
    load: () => import('./pages/modules/rating/index'),
  },
  {
    path: '/modules/search',
    title: 'Search',
    group: 'Modules',
    load: () => import('./pages/modules/search/index'),
  },
  {
    path: '/modules/select',
    title: 'Select',
    group: 'Modules',
    load: () => import('./pages/modules/select/index'),
  },
  {
    path: '/modules/sidebar',
    title: 'Sidebar',
    group: 'Modules',
    load: () => import('./pages/modules/sidebar/index'),
  },
  {
    path: '/modules/slider',
    title: 'Slider',
    group: 'Modules',
    load: () => import('./pages/modules/slider/index'),
  },
  {
    path: '/modules/sticky',
    title: 'Sticky',
    group: 'Modules',
    load: () => import('./pages/modules/sticky/index'),
  },
  {
    path: '/modules/tabs',
    title: 'Tabs',
    group: 'Modules',
    load: () => import('./pages/modules/tabs/index'),
  },
  {
    path: '/modules/toast',
    title: 'Toast',
    group: 'Modules',
    load: () => import('./pages/modules/toast/index'),
  },
  {
    path: '/modules/transition',
    title: 'Transition',
    group: 'Modules',
    load: () => import('./pages/modules/transition/index'),
  },
  {
    path: '/modules/visibility',
    title: 'Visibility',
    group: 'Modules',
    load: () => import('./pages/modules/visibility/index'),
  },
  {
    path: '/behaviors/localization',
    title: 'Localization',
    group: 'Behaviors',
    load: () => import('./pages/behaviors/localization/index'),
  },
  {
    path: '/development/a11y-states',
    title: 'Accessibility states',
    group: 'Development',
    devOnly: true,
    load: () => import('./pages/development/a11y-states/index'),
  },
  {
    path: '/development/test',
    title: 'Test',
    group: 'Development',
    devOnly: true,
    load: () => import('./pages/development/test/index'),
  },
];

export const DEFAULT_PATH = '/getting-started';
export const NAV_GROUPS: NavGroup[] = [
  'Guides',
  'Elements',
  'Collections',
  'Views',
  'Modules',
  'Behaviors',
  'Development',
];

/** The pages the menu lists: development-only pages appear only when `showDevPages` is true. */
export function menuRoutes(showDevPages: boolean): RouteEntry[] {
  return routes.filter((route) => showDevPages || !route.devOnly);
}

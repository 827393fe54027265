import { testVariations } from '../../test-utils/variations.js';
import { SIDEBAR_MENU_VARIATIONS, SIDEBAR_VARIATIONS } from './Sidebar.js';

const WIDTH = '`width` sets a left or right sidebar’s width in pixels';

testVariations('modules/sidebar/index.ts', 'sidebar', [
  {
    component: 'Sidebar',
    table: SIDEBAR_VARIATIONS,
    base: ['ui', 'sidebar'],
    notProps: {
      menu: 'every sidebar is a menu (`ui sidebar menu`): its variations are checked against menu.css',
      visible: 'the shown state, from `visible`',
      animating: 'set for 500 ms after each change of `visible`',
      thin: WIDTH,
      wide: WIDTH,
      very: WIDTH,
    },
  },
]);

// The Menu's variations, which a `ui sidebar menu` takes.
testVariations('modules/sidebar/index.ts', 'menu', [
  { component: 'Sidebar', table: SIDEBAR_MENU_VARIATIONS, base: ['ui', 'sidebar', 'menu'] },
]);

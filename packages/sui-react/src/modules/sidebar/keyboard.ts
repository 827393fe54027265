import type { KeyboardTable } from '../../test-utils/keyboard.js';

/** The Sidebar's keys: the docs page's table and Sidebar.test.tsx read these rows. */
export const sidebarKeyboard: KeyboardTable = [
  {
    where: 'In an open sidebar',
    keys: ['Escape'],
    does: 'Close the sidebar and send focus back to where it was before the sidebar opened.',
  },
];

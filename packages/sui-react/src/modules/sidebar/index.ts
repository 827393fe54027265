export {
  Sidebar,
  SidebarContainer,
  SidebarSibling,
  SIDEBAR_MISSING_ERROR,
  SIBLING_MISSING_ERROR,
  type SidebarProps,
  type SidebarContainerProps,
  type SidebarSiblingProps,
  type SidebarHandle,
} from './Sidebar.js';
export { type SidebarDirection, type SidebarTransition } from './state.js';

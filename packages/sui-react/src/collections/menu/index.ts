export { Menu, MENU_VARIATIONS, type MenuProps, type MenuSize, type MenuWidths } from './Menu.js';
export {
  MenuHeader,
  MenuItem,
  MenuMenu,
  type MenuColor,
  type MenuHeaderProps,
  type MenuItemClick,
  type MenuItemProps,
  type MenuMenuProps,
} from './MenuItem.js';

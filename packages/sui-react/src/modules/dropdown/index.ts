export { Dropdown, type DropdownProps, type DropdownHandle } from './Dropdown.js';
export {
  DropdownMenu,
  DropdownItem,
  DropdownHeader,
  DropdownDivider,
  type DropdownMenuProps,
  type DropdownItemProps,
  type DropdownHeaderProps,
  type DropdownDividerProps,
} from './DropdownMenu.js';
export type { DropdownAutoClose } from './state.js';

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
export {
  DROPDOWN_AUTO_CLOSE,
  DROPDOWN_TRANSITION,
  DROPDOWN_TRANSITION_MS,
  TYPEAHEAD_RESET_MS,
  NONE,
  CLOSED_CHAIN,
  dropdownChainReducer,
  isNestedOpen,
  moveHighlight,
  typeaheadInput,
  typeaheadMatch,
  type DropdownAutoClose,
  type DropdownChain,
  type DropdownChainAction,
  type HighlightMove,
  type TypeaheadState,
} from './state.js';

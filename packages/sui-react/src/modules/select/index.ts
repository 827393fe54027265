export { Select, MultiSelect, type SelectProps, type MultiSelectProps } from './Select.js';
export {
  SelectOption,
  SelectSearch,
  type SelectOptionProps,
  type SelectSearchProps,
} from './SelectOption.js';
export type { SelectBaseProps, SelectHandle, SelectListboxProps, SelectLookup } from './SelectRoot.js';

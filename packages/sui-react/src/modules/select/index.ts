export { Select, type SelectProps } from './Select.js';
export { MultiSelect, type MultiSelectProps } from './MultiSelect.js';
export {
  SelectOption,
  SelectSearch,
  type SelectOptionProps,
  type SelectSearchProps,
} from './SelectOption.js';
export type { SelectBaseProps, SelectHandle, SelectListboxProps, SelectLookup } from './SelectRoot.js';

export { Select, type SelectProps } from './Select.js';
export { MultiSelect, type MultiSelectProps } from './MultiSelect.js';
export { SelectOption, type SelectOptionProps } from './SelectOption.js';
export { SelectSearch, type SelectSearchProps } from './SelectSearch.js';
export type { SelectBaseProps, SelectHandle, SelectListboxProps, SelectLookup } from './SelectRoot.js';

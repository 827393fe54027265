export { Checkbox, type CheckboxProps } from './Checkbox.js';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './Radio.js';

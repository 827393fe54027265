export { Form, FORM_VARIATIONS, type FormProps } from './Form.js';
export {
  FormField,
  FormGroup,
  type FormErrorProps,
  type FormFieldProps,
  type FormGroupProps,
  type FormLabelProps,
  type FormNativeControl,
} from './FormField.js';
export {
  FormButton,
  FormCheckbox,
  FormDropdown,
  FormInput,
  FormRadio,
  FormSelect,
  FormTextArea,
  type FormCheckboxOnChangeData,
  type FormCheckboxProps,
  type FormControlProps,
  type FormSelectOnChangeData,
  type FormSelectOption,
  type FormSelectProps,
} from './controls.js';

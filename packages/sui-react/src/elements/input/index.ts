export {
  Input,
  type InputProps,
  type InputOnChangeData,
  type InputActionProps,
  type InputLabelProps,
  type InputSize,
  type InputLabelPosition,
  type NativeInputProps,
} from './Input.js';

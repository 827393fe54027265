export { TextArea, type TextAreaProps, type TextAreaOnChangeData } from './TextArea.js';

'use client';
// Form.Input, .TextArea, .Button, .Checkbox, .Radio, .Select and .Dropdown: client components, and
// this module says so itself, so that Form, which carries them as static members, stays a server
// component (the build keeps a module that imports such a boundary server code). Each is
// a Form.Field around its control, and makes an id with React's useId when none is given (the
// label and the error message are tied to the control by it). Checkbox, Radio and Select are the
// library's client modules: their adapters below turn Semantic UI React's props and
// `onChange(event, data)` into theirs, which only client code can do (a function made here).
import { forwardRef, useId, type ElementType, type ReactNode, type Ref } from 'react';
import { Button, type ButtonProps } from '../../elements/button/Button.js';
import { Input, type InputProps } from '../../elements/input/Input.js';
import { checkTextArea, TextArea, type TextAreaProps } from '../../elements/textarea/TextArea.js';
import { Checkbox } from '../../modules/checkbox/Checkbox.js';
import { Radio } from '../../modules/checkbox/Radio.js';
import {
  Checkbox as CheckboxControl,
  Radio as RadioControl_,
  tabOrder,
  type CheckboxOnChangeData,
  type CheckboxProps as CompatCheckboxProps,
} from '../../compat/Checkbox.js';
import { Select } from '../../modules/select/Select.js';
import type { SelectHandle } from '../../modules/select/SelectRoot.js';
import {
  checkSelect,
  SelectControl as SelectAdapter,
  type FormSelectOnChangeData,
  type FormSelectOption,
  type FormSelectProps,
} from '../../compat/SelectAdapter.js';
import { ADAPTERS, fieldMarkup, LABEL_INSIDE, LABELLED_BY, type FormFieldProps } from './FormField.js';

/** A field's props around a control's: the field's own win where the names meet. */
export type FormControlProps<P> = Omit<P, keyof FormFieldProps> &
  FormFieldProps & {
    /** The element the field renders. @default 'div' */
    as?: ElementType;
  };

// ----- Checkbox and Radio, with Semantic UI React's props -----
// The adapters of sui-react/compat (compat/Checkbox), shared with its Checkbox and Radio.

/** What a checkbox's `onChange` gets besides the event: its props and the new `checked`. */
export type FormCheckboxOnChangeData = CheckboxOnChangeData;
/** Semantic UI React's Checkbox props (its `label` is the field's). */
export type FormCheckboxProps = CompatCheckboxProps;

// ----- Select and Dropdown, with Semantic UI React's props -----
// One adapter (compat/SelectAdapter) for these fields and for compat's Dropdown and Select.

export type { FormSelectOnChangeData, FormSelectOption, FormSelectProps };

/** A field's selection: Semantic UI React's Select draws a box unless it holds several values. */
const SelectControl = forwardRef<SelectHandle, FormSelectProps>(function SelectControl(props, ref) {
  return <SelectAdapter selection={!props.multiple || undefined} {...props} ref={ref} />;
});

LABEL_INSIDE.add(CheckboxControl).add(RadioControl_);
LABELLED_BY.add(SelectControl);
ADAPTERS.set(Checkbox, CheckboxControl).set(Radio, RadioControl_).set(Select, SelectControl);

// ----- The fields -----

/** Makes a Form.X: a field around `control`, with an id of its own when none is given. */
function field<P>(name: string, control: ElementType, drop: readonly string[]) {
  const Field = forwardRef<unknown, FormFieldProps & { as?: ElementType }>(function FormControl(
    { as = 'div', control: own = control, ...props },
    ref,
  ) {
    // The field's props that the control has no use for (a Button is never required).
    if (own === control) for (const key of drop) delete (props as Record<string, unknown>)[key];
    if (own === TextArea) checkTextArea(name, props as TextAreaProps);
    if (own === SelectControl) checkSelect(name, props as FormSelectProps);
    // The box's own check would name Checkbox or Radio: the field's names the field.
    if (own === CheckboxControl || own === RadioControl_)
      tabOrder(name, (props as { tabIndex?: number | string }).tabIndex);
    const made = useId();
    const id = props.id ?? `field${made.replace(/[^\w-]/g, '')}`;
    const all = { ...props, control: own, ref } as FormFieldProps & Record<string, unknown>;
    return fieldMarkup(as, all, id, name);
  });
  Field.displayName = name;
  return Field as unknown as (props: FormControlProps<P> & { ref?: Ref<unknown> }) => ReactNode;
}

/** A field around an Input (its `label` is the field's). */
export const FormInput = field<InputProps>('Form.Input', Input, ['content']);
/** A field around a TextArea. */
export const FormTextArea = field<TextAreaProps>('Form.TextArea', TextArea, ['content', 'children']);
/** A field around a Button. */
export const FormButton = field<ButtonProps>('Form.Button', Button, ['required']);
/** A field around a checkbox (Semantic UI React's props; its label is the box's). */
export const FormCheckbox = field<FormCheckboxProps>('Form.Checkbox', CheckboxControl, ['content']);
/** A field around a radio button (Semantic UI React's props; its label is the radio's). */
export const FormRadio = field<FormCheckboxProps>('Form.Radio', RadioControl_, ['content']);
/** A field around a selection of `options` (Semantic UI React's Select props). */
export const FormSelect = field<FormSelectProps>('Form.Select', SelectControl, ['content']);
/**
 * A field around a selection of `options`, or several with `multiple` (Semantic UI React's
 * Dropdown props for a value: a dropdown of actions is the Dropdown module, in a Form.Field).
 */
export const FormDropdown = field<FormSelectProps>('Form.Dropdown', SelectControl, ['content']);

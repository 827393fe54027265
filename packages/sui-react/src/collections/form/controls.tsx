'use client';
// Form.Input, .TextArea, .Button, .Checkbox, .Radio, .Select and .Dropdown: client components, and
// this module says so itself, so that Form, which carries them as static members, stays a server
// component (the build keeps a module that imports such a boundary server code). Each is
// a Form.Field around its control, and makes an id with React's useId when none is given (the
// label and the error message are tied to the control by it). Checkbox, Radio and Select are the
// library's client modules: their adapters below turn Semantic UI React's props and
// `onChange(event, data)` into theirs, which only client code can do (a function made here).
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ElementType,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { Button, type ButtonProps } from '../../elements/button/Button.js';
import { Input, type InputProps } from '../../elements/input/Input.js';
import { checkTextArea, TextArea, type TextAreaProps } from '../../elements/textarea/TextArea.js';
import { Checkbox, type CheckboxProps } from '../../modules/checkbox/Checkbox.js';
import { Radio } from '../../modules/checkbox/Radio.js';
import { MultiSelect } from '../../modules/select/MultiSelect.js';
import { Select } from '../../modules/select/Select.js';
import type { SelectBaseProps } from '../../modules/select/SelectRoot.js';
import { setRef } from '../../internal/refs.js';
import type { Handler } from '../../internal/vocabulary.js';
import { ADAPTERS, fieldMarkup, LABEL_INSIDE, LABELLED_BY, type FormFieldProps } from './FormField.js';

/** A field's props around a control's: the field's own win where the names meet. */
export type FormControlProps<P> = Omit<P, keyof FormFieldProps> &
  FormFieldProps & {
    /** The element the field renders. @default 'div' */
    as?: ElementType;
  };

// ----- Checkbox and Radio, with Semantic UI React's props -----

/** What a checkbox's `onChange` gets besides the event: its props and the new `checked`. */
export type FormCheckboxOnChangeData = FormCheckboxProps & { checked: boolean };

export interface FormCheckboxProps extends Omit<
  CheckboxProps,
  'onChange' | 'value' | 'label' | 'type' | 'id'
> {
  /** The box's label: its text or element (the field's `label`). */
  label?: ReactNode;
  /** The id of the native input. */
  id?: string;
  /**
   * Draws a radio button instead (`type="radio"` too): checked by `checked`, or from
   * `defaultChecked` and then by the browser, with the other radios of its `name`.
   */
  radio?: boolean;
  /** `'radio'` is the same as `radio`. @default 'checkbox' */
  type?: 'checkbox' | 'radio';
  /** The text a form submits for the box while it is checked. @default 'on' */
  value?: string | number;
  /** Called with the change and the props with the new `checked`. */
  onChange?: Handler<ChangeEvent<HTMLInputElement>, FormCheckboxOnChangeData>;
}

/** A radio button outside a RadioGroup, checked by `checked` or, uncontrolled, by the browser. */
function RadioControl({
  checked,
  defaultChecked = false,
  value = 'on',
  data,
  onChange,
  innerRef,
  ...rest
}: Omit<FormCheckboxProps, 'onChange'> & {
  data: FormCheckboxProps;
  onChange: FormCheckboxProps['onChange'];
  innerRef?: Ref<HTMLInputElement>;
}) {
  const [own, setOwn] = useState(defaultChecked);
  const input = useRef<HTMLInputElement | null>(null);
  const controlled = checked !== undefined;
  // The browser unchecks a radio when another of its name is chosen, with no event on it: an
  // uncontrolled radio follows the change events of its form (or document).
  useEffect(() => {
    const node = input.current;
    if (controlled || !node) return;
    const scope = node.form ?? node.ownerDocument;
    const follow = (event: Event) => {
      const other = event.target as HTMLInputElement;
      if (other !== node && other.type === 'radio' && other.name === node.name) setOwn(false);
    };
    const reset = () => setOwn(defaultChecked);
    scope.addEventListener('change', follow);
    scope.addEventListener('reset', reset);
    return () => {
      scope.removeEventListener('change', follow);
      scope.removeEventListener('reset', reset);
    };
  }, [controlled, defaultChecked]);
  return (
    <Radio<string>
      {...(rest as object)}
      ref={(node: HTMLInputElement | null) => {
        setRef(input, node);
        setRef(innerRef, node);
      }}
      value={String(value)}
      checked={controlled ? checked : own}
      onChange={(_, event) => {
        if (!controlled) setOwn(true);
        onChange?.(event, { ...data, checked: true });
      }}
    />
  );
}

/** Semantic UI React's Checkbox props on the library's Checkbox (or Radio, with `radio`). */
export const CheckboxControl = forwardRef<HTMLInputElement, FormCheckboxProps>(
  function CheckboxControl(props, ref) {
    const { radio, type, onChange, value, ...rest } = props;
    const invalid = !!(rest as Record<string, unknown>)['aria-invalid'];
    if (radio || type === 'radio') {
      const { indeterminate: _i, error, ...own } = rest;
      return (
        <RadioControl
          {...own}
          aria-invalid={invalid || error || undefined}
          value={value}
          data={props}
          onChange={onChange}
          innerRef={ref}
        />
      );
    }
    return (
      <Checkbox
        {...rest}
        ref={ref}
        error={invalid || rest.error}
        value={value === undefined ? undefined : String(value)}
        onChange={onChange && ((checked, event) => onChange(event, { ...props, checked }))}
      />
    );
  },
);

/** Semantic UI React's Radio: a checkbox control drawn as a radio. */
export const RadioControl_ = forwardRef<HTMLInputElement, FormCheckboxProps>(
  function RadioControl_(props, ref) {
    return <CheckboxControl {...props} ref={ref} radio />;
  },
);

// ----- Select and Dropdown, with Semantic UI React's props -----

/** An option as Semantic UI React writes it. */
export interface FormSelectOption {
  /** A React key (not needed: the value is one). */
  key?: string | number;
  /** The text shown. */
  text?: ReactNode;
  /** The value chosen. */
  value: string | number | boolean;
  /** Refuses the option. */
  disabled?: boolean;
}

/** What a select's `onChange` gets besides the event: its props and the new `value`. */
export type FormSelectOnChangeData = FormSelectProps & {
  value: string | number | boolean | Array<string | number | boolean>;
};

type SelectValue = FormSelectOption['value'];

export interface FormSelectProps extends Omit<
  SelectBaseProps<FormSelectOption, SelectValue>,
  | 'options'
  | 'optionsFilter'
  | 'optionsLookup'
  | 'searchable'
  | 'labelField'
  | 'valueField'
  | 'onChange'
  | 'defaultValue'
  | 'children'
> {
  /** The options: `{ key, text, value }`. */
  options?: readonly FormSelectOption[];
  /** The chosen value (controlled; an array with `multiple`); `''` or `null` for none. */
  value?: SelectValue | readonly SelectValue[] | null;
  /** The value at first (uncontrolled), and again after a form reset. */
  defaultValue?: SelectValue | readonly SelectValue[] | null;
  /** Several values, shown as labels. */
  multiple?: boolean;
  /** Lets the user type to filter the options. */
  search?: boolean;
  /** Semantic UI React's props for its search input: taken, and not used (the input has its own). */
  searchInput?: Record<string, unknown>;
  /**
   * Called with the click or key that chose a value (null after a form reset) and the props with
   * the new `value`.
   */
  onChange?: Handler<SyntheticEvent<HTMLElement>, FormSelectOnChangeData>;
}

const none = (value: unknown) => value === '' || value === undefined;

/** Several values from Semantic UI React's: an array, or one value (none for `''` and null). */
const list = (value: unknown): SelectValue[] =>
  Array.isArray(value) ? value : none(value) || value === null ? [] : [value as SelectValue];

/** Semantic UI React's Select and Dropdown props on the library's Select (or MultiSelect). */
export const SelectControl = forwardRef<HTMLDivElement, FormSelectProps>(function SelectControl(props, ref) {
  const {
    options = [],
    value,
    defaultValue,
    multiple,
    search,
    searchInput: _s,
    type: _t,
    onChange,
    ...rest
  } = props as FormSelectProps & { type?: string };
  // The native select hands over a value only: the event that chose it is the last click or key.
  const last = useRef<SyntheticEvent<HTMLElement> | null>(null);
  const record = (event: SyntheticEvent<HTMLElement>) => {
    last.current = event;
  };
  const common = {
    ...rest,
    ref,
    options,
    labelField: 'text',
    valueField: 'value',
    searchable: !!search,
    error: !!(rest as Record<string, unknown>)['aria-invalid'] || rest.error,
    onClickCapture: record,
    onKeyDownCapture: record,
  };
  const emit = (next: SelectValue | SelectValue[]) =>
    onChange?.(last.current as SyntheticEvent<HTMLElement>, { ...props, value: next });
  if (multiple)
    return (
      <MultiSelect<FormSelectOption, SelectValue>
        {...(common as object)}
        value={value === undefined ? undefined : list(value)}
        defaultValue={list(defaultValue)}
        onChange={emit}
      />
    );
  return (
    <Select<FormSelectOption, SelectValue>
      {...(common as object)}
      selection
      value={value === undefined ? undefined : none(value) ? null : (value as SelectValue)}
      defaultValue={none(defaultValue) ? null : (defaultValue as SelectValue)}
      onChange={emit}
    />
  );
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
    const made = useId();
    const id = props.id ?? `field${made.replace(/[^\w-]/g, '')}`;
    const all = { ...props, control: own, ref } as FormFieldProps & Record<string, unknown>;
    // eslint-disable-next-line react-hooks/refs -- the ref is handed on to the control's element, never read here
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

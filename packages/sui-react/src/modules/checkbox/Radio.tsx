import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { variations } from '../../internal/kit.js';
import { CHECKBOX_VARIATIONS, type CheckboxVariationProps } from './Checkbox.js';
import { formText, useFormReset, useInvalidEvent, useResetChecked } from '../../internal/form.js';
import { setRef } from '../../internal/refs.js';
import { useControllableState } from '../../internal/useControllableState.js';

interface RadioGroupContextValue {
  name: string;
  /** Whether the name was given (then each value must have a text to submit). */
  named: boolean;
  form: string | undefined;
  required: boolean;
  invalid: boolean;
  onInvalid: () => void;
  formValue: ((value: never) => string) | undefined;
  value: unknown;
  disabled: boolean;
  readOnly: boolean;
  select: (value: unknown) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps<T> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The chosen value (controlled), compared with each radio's `value` by identity (`Object.is`). */
  value?: T;
  /** The value chosen at first (uncontrolled), and again when the form is reset. */
  defaultValue?: T;
  /**
   * Called with the radio's `value` when the user chooses it, and with `defaultValue` (when there is
   * one) when the form is reset: a controlled group keeps `value` until its owner passes the new
   * one. A reset to no default clears an uncontrolled group without a call.
   */
  onChange?: (value: T) => void;
  /**
   * The `name` shared by the radios' inputs, which a form submits with the chosen radio's value as
   * text (see `formValue`); generated when not given.
   */
  name?: string;
  /** The `id` of the `<form>` the radios belong to, when they are not inside it. */
  form?: string;
  /**
   * Whether a native form refuses to submit while no radio is chosen (the browser's message shows
   * at the first radio).
   * @default false
   */
  required?: boolean;
  /**
   * Marks the radios invalid (`aria-invalid="true"` on each input; Fomantic draws them red inside a
   * `field error` of a `ui form`). They also show as invalid after the browser blocked a submit
   * because of them, until the value changes.
   * @default false
   */
  error?: boolean;
  /**
   * Turns a radio's value into the text a form submits. Without it, strings are sent as they are
   * and numbers, bigints and booleans as their text; with a `name`, any other value (an object) is
   * an error naming the group, `name` and the value.
   */
  formValue?: (value: T) => string;
  /**
   * Whether every radio in the group is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the group shows its value but ignores the user.
   * @default false
   */
  readOnly?: boolean;
  /** The `<Radio>` elements, in any markup. */
  children?: ReactNode;
}

/**
 * A group of radio buttons with one value of any type (strings, numbers, objects). It is a
 * `radiogroup`: Tab reaches the chosen radio (or the first one when none is chosen), and the
 * arrow keys move between radios and choose them, wrapping at the ends. When `value` matches no
 * radio, none is checked and the value is left as it is.
 */
export function RadioGroup<T>({
  value: valueProp,
  defaultValue,
  onChange,
  name,
  form,
  required = false,
  error = false,
  formValue,
  disabled = false,
  readOnly = false,
  className,
  children,
  ...rest
}: RadioGroupProps<T>) {
  const generated = useId();
  const [value, setValue, setOwn] = useControllableState<T | undefined>(valueProp, defaultValue, (next) =>
    onChange?.(next as T),
  );
  const host = useRef<HTMLDivElement>(null);
  // With no default, an uncontrolled group clears without a call (onChange only receives values).
  useFormReset(host, form, () => (defaultValue === undefined ? setOwn(undefined) : setValue(defaultValue)));
  const [invalidShown, onInvalid] = useInvalidEvent(value);
  const context: RadioGroupContextValue = {
    name: name ?? `sui-radio-${generated}`,
    named: name !== undefined,
    form,
    required,
    invalid: error || invalidShown,
    onInvalid,
    formValue: formValue as RadioGroupContextValue['formValue'],
    value,
    disabled,
    readOnly,
    select: (next) => setValue(next as T),
  };
  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        aria-disabled={disabled || undefined}
        aria-readonly={readOnly || undefined}
        {...rest}
        ref={host}
        className={className}
      >
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
}

type NativeRadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'className' | 'style' | 'size'
>;

export interface RadioProps<T> extends NativeRadioProps, CheckboxVariationProps {
  /** The value this radio stands for; any type. */
  value: T;
  /** The label text. `children` work too. */
  label?: ReactNode;
  /** The label content, when `label` is not given. */
  children?: ReactNode;
  /** Whether this radio is checked, when it is used outside a `<RadioGroup>`. */
  checked?: boolean;
  /** Called with `value` when the user chooses this radio outside a `<RadioGroup>`. */
  onChange?: (value: T, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Whether this radio cannot be chosen.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether this radio ignores the user.
   * @default false
   */
  readOnly?: boolean;
  /** More classes on the outer element, after the variation props' classes. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
  /** Classes on the internal `<input>` (the kit's `hidden` puts it behind the label). */
  inputClassName?: string;
}

function RadioInner<T>(
  {
    value,
    label,
    children,
    checked: checkedProp,
    onChange,
    disabled: disabledProp = false,
    readOnly: readOnlyProp = false,
    className,
    style,
    id: idProp,
    name: nameProp,
    inputClassName,
    ...props
  }: RadioProps<T>,
  ref: Ref<HTMLInputElement>,
) {
  const [classes, rest] = variations('Radio', CHECKBOX_VARIATIONS, props);
  const inputProps = rest as NativeRadioProps;
  const group = useContext(RadioGroupContext);
  const generated = useId();
  const id = idProp ?? `sui-radio-input-${generated}`;
  const checked = group ? Object.is(group.value, value) : !!checkedProp;
  const disabled = disabledProp || !!group?.disabled;
  const readOnly = readOnlyProp || !!group?.readOnly;
  const name = group?.name ?? nameProp;
  const form = group?.form ?? inputProps.form;
  const input = useRef<HTMLInputElement | null>(null);
  useResetChecked(input, form, checked);
  const submitted = formText(
    group ? 'RadioGroup' : 'Radio',
    group?.named || nameProp !== undefined ? name : undefined,
    value,
    group?.formValue as ((value: T) => string) | undefined,
    'the chosen value',
  );

  // The input is always controlled: ignoring a change is enough, React puts the old state back.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly || disabled || !event.target.checked) return;
    if (group) group.select(value);
    onChange?.(value, event);
  };

  return (
    <div
      className={cx(
        // A toggle or slider radio is drawn as that switch, like the kit's own examples.
        props.toggle || props.slider ? 'ui checkbox' : 'ui radio checkbox',
        checked && 'checked',
        disabled && 'disabled',
        readOnly && 'read-only',
        classes,
        className,
      )}
      style={style}
    >
      <input
        {...inputProps}
        ref={(node) => {
          input.current = node;
          setRef(ref, node);
        }}
        className={inputClassName}
        id={id}
        type="radio"
        name={name}
        form={form}
        value={submitted}
        required={group?.required || inputProps.required}
        aria-invalid={group?.invalid || inputProps['aria-invalid']}
        onInvalid={(event) => {
          inputProps.onInvalid?.(event);
          group?.onInvalid();
        }}
        checked={checked}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        onChange={handleChange}
      />
      <label htmlFor={id}>{label ?? children}</label>
    </div>
  );
}

const ForwardedRadio = forwardRef(RadioInner);
ForwardedRadio.displayName = 'Radio';
/**
 * One radio button on a real `<input type="radio">`. Inside a `<RadioGroup>` it is checked when
 * the group's value is its `value`; on its own, use `checked` and `onChange`.
 */
export const Radio = ForwardedRadio as <T>(
  props: RadioProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReturnType<typeof RadioInner>;

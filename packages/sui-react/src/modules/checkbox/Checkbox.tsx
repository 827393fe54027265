import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { useInvalidEvent, useResetChecked } from '../../internal/form.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'defaultValue' | 'children' | 'className' | 'style'
>;

export interface CheckboxProps extends NativeInputProps {
  /** Whether the box is checked (controlled). Pair it with `onChange`. */
  checked?: boolean;
  /**
   * Whether the box starts checked (uncontrolled), and is checked again when the form is reset (a
   * controlled box keeps `checked`, like React's own checkbox).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the user checks or unchecks the box. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Shows a dash instead of a tick, for a partly checked group (`aria-checked="mixed"`).
   * @default false
   */
  indeterminate?: boolean;
  /** The `name` of the internal `<input>`: a form submits it, with `value`, while the box is checked. */
  name?: string;
  /**
   * The text a form submits for a checked box.
   * @default 'on'
   */
  value?: string;
  /** The `id` of the `<form>` the box belongs to, when it is not inside it. */
  form?: string;
  /**
   * Whether a native form refuses to submit while the box is unchecked (the browser's message shows at it).
   * @default false
   */
  required?: boolean;
  /**
   * Marks the box invalid (`aria-invalid="true"`). Fomantic draws a checkbox red inside a
   * `field error` of a `ui form`. It also shows as invalid after the browser blocked a submit
   * because of it, until it changes.
   * @default false
   */
  error?: boolean;
  /**
   * Whether the box cannot be focused or changed.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the box shows its state but ignores the user. It stays focusable.
   * @default false
   */
  readOnly?: boolean;
  /** The label text. `children` work too; `label` wins when both are given. */
  label?: ReactNode;
  /** The label content, when `label` is not given. */
  children?: ReactNode;
  /** Classes on the outer element: `toggle` and `slider` change the style (and make it a switch). */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
}

/**
 * A Semantic UI checkbox around a real `<input type="checkbox">`: Space toggles it, the label is
 * clickable, and forms see its `name`. With `className="toggle"` or `"slider"` it is a switch.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    checked: checkedProp,
    defaultChecked = false,
    onChange,
    indeterminate = false,
    disabled = false,
    readOnly = false,
    label,
    children,
    className,
    style,
    id: idProp,
    error = false,
    form,
    onInvalid: onInvalidProp,
    ...inputProps
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? `sui-checkbox-${generatedId}`;
  const [checked, setChecked] = useControllableState<boolean>(checkedProp, defaultChecked);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  useResetChecked(input, form, checked, () => setChecked(defaultChecked));
  const [invalidShown, onInvalid] = useInvalidEvent(checked);

  useLayoutEffect(() => {
    input.current!.indeterminate = indeterminate;
  }, [indeterminate]);

  const isSwitch = hasClass(className, 'toggle') || hasClass(className, 'slider');

  // The input is always controlled: ignoring a change is enough, React puts the old state back.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly || disabled) return;
    setChecked(event.target.checked);
    onChange?.(event.target.checked, event);
  };

  return (
    <div
      className={cx(
        'ui checkbox',
        checked && 'checked',
        indeterminate && 'indeterminate',
        disabled && 'disabled',
        readOnly && 'read-only',
        className,
      )}
      style={style}
    >
      <input
        {...inputProps}
        ref={input}
        id={id}
        form={form}
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        aria-checked={indeterminate ? 'mixed' : undefined}
        aria-invalid={error || invalidShown || undefined}
        onInvalid={(event) => {
          onInvalidProp?.(event);
          onInvalid();
        }}
        onChange={handleChange}
      />
      <label htmlFor={id}>{label ?? children}</label>
    </div>
  );
});

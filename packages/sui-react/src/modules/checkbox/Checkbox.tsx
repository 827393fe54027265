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
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Size } from '../../internal/vocabulary.js';
import { useInvalidEvent, useResetChecked } from '../../internal/form.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'defaultValue'
  | 'children'
  | 'className'
  | 'style'
  | 'size'
>;

/** The kit's checkbox variations, shared by Checkbox and Radio. */
export interface CheckboxVariationProps {
  /** Draws the box as a toggle switch (the input then has the `switch` role). */
  toggle?: boolean;
  /** Draws the box as a small slider switch (the input then has the `switch` role). */
  slider?: boolean;
  /** Removes the space for a label, for a box without one. */
  fitted?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** The size of the box and its label. */
  size?: Exclude<Size, 'medium'>;
  /** Puts the box at the right end, after its label. */
  rightAligned?: boolean;
  /** Hides the box: the label alone (an image, a card) shows the state, dimmed while unchecked. */
  invisible?: boolean;
  /** With `invisible`: an unchecked label is not dimmed. */
  basic?: boolean;
}

/** The checkbox's variation props and the classes they give (variations.test.ts checks them against checkbox.css). */
export const CHECKBOX_VARIATIONS = {
  toggle: 'key',
  slider: 'key',
  fitted: 'key',
  inverted: 'key',
  size: 'value',
  rightAligned: ['key', 'right aligned'],
  invisible: 'key',
  basic: 'key',
} as const satisfies VariationTable;

export interface CheckboxProps extends NativeInputProps, CheckboxVariationProps {
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
  /**
   * More classes on the outer element, after the variation props' classes (`toggle` and `slider`
   * given here make it a switch too).
   */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
  /** Classes on the internal `<input>` (the kit's `hidden` puts it behind the label). */
  inputClassName?: string;
}

/**
 * A Semantic UI checkbox around a real `<input type="checkbox">`: Space toggles it, the label is
 * clickable, and forms see its `name`. With `toggle` or `slider` it is a switch.
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
    inputClassName,
    ...props
  },
  ref,
) {
  const [classes, inputProps] = variations('Checkbox', CHECKBOX_VARIATIONS, props);
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

  const all = cx(classes, className);
  const isSwitch = hasClass(all, 'toggle') || hasClass(all, 'slider');

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
        all,
      )}
      style={style}
    >
      <input
        {...inputProps}
        ref={input}
        className={inputClassName}
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

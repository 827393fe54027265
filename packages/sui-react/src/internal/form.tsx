import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useLayoutEffect } from './useLayoutEffect.js';
import { DEV } from './errors.js';
import { useLatest } from './useLatest.js';

/** The props every form-associated control takes. */
export interface FormFieldProps {
  /** The name the value is submitted under in a native `<form>` (`FormData`). Nothing is submitted without it. */
  name?: string;
  /** The `id` of the `<form>` the control belongs to, when it is not inside it (like a native control's `form`). */
  form?: string;
  /**
   * Whether a native form refuses to submit while the control is empty: the browser shows its
   * message at the control and focus goes to it.
   * @default false
   */
  required?: boolean;
  /**
   * Shows the control as invalid: Fomantic's `error` look where the kit has one, and
   * `aria-invalid="true"`. The control also shows as invalid by itself after the browser blocked a
   * submit because of it, until its value changes.
   * @default false
   */
  error?: boolean;
}

/**
 * Calls `onReset` when the form that owns the control is reset (`form.reset()`, a reset button):
 * the form with the id `form` when given (like a native `form` attribute), else the `<form>`
 * around `element`. The `reset` event comes before the browser restores the inputs; state set here
 * renders after it.
 */
export function useFormReset(
  element: RefObject<Element | null>,
  form: string | undefined,
  onReset: () => void,
): void {
  const latest = useLatest(onReset);
  useEffect(() => {
    const node = element.current;
    // A trigger of any kind (a component's handle) can hold the ref: only an element has a form.
    if (!(node instanceof Element)) return;
    const found = form ? node.ownerDocument.getElementById(form) : node.closest('form');
    const owner = found instanceof HTMLFormElement ? found : null;
    if (!owner) return;
    const listener = () => latest.current();
    owner.addEventListener('reset', listener);
    return () => owner.removeEventListener('reset', listener);
  }, [element, form, latest]);
}

/**
 * Whether the browser last found the control invalid (an `invalid` event, from a blocked submit or
 * `reportValidity()`), until `value` changes; and the handler that records it.
 */
export function useInvalidEvent(value: unknown): [boolean, () => void] {
  const [invalid, setInvalid] = useState<{ value: unknown } | null>(null);
  const shown = invalid !== null && Object.is(invalid.value, value);
  if (invalid && !shown) setInvalid(null);
  return [shown, () => setInvalid({ value })];
}

/**
 * The anchor of the browser's validation message for a control that is not a native input: an
 * input laid over the control (its positioned parent), unseen, out of the tab order and hidden
 * from assistive technology. It is the form's candidate for constraint validation: it is `required`
 * and empty while the control is, and carries the control's custom message (`validity`). When the
 * browser blocks a submit, it focuses this input and shows its message over the control; the
 * focus then moves on to the visible control, and the message stays.
 */
export function ValidityAnchor({
  form,
  required,
  disabled,
  filled,
  validity = '',
  onInvalid,
  focus,
  inputRef,
  style,
}: {
  form?: string | undefined;
  required: boolean;
  disabled: boolean;
  filled: boolean;
  validity?: string;
  onInvalid: () => void;
  focus: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  style?: CSSProperties;
}) {
  const own = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? own;
  useLayoutEffect(() => {
    ref.current?.setCustomValidity(validity);
  }, [ref, validity]);
  return (
    <input
      ref={ref}
      form={form}
      required={required}
      disabled={disabled}
      value={filled ? '1' : ''}
      onChange={noop}
      tabIndex={-1}
      aria-hidden="true"
      autoComplete="off"
      style={{ ...ANCHOR_STYLE, ...style }}
      onFocus={focus}
      onInvalid={onInvalid}
    />
  );
}

const noop = () => {};

const ANCHOR_STYLE: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
};

/** The submitted entries: one `<input type="hidden">` per value, none when disabled or unnamed. */
export function HiddenValues({
  name,
  form,
  values,
}: {
  name?: string | undefined;
  form?: string | undefined;
  values: readonly string[];
}) {
  return name
    ? values.map((value, i) => <input key={i} type="hidden" name={name} form={form} value={value} />)
    : null;
}

/**
 * The text a form submits for a value: `formValue`'s, or a string as it is and a number, bigint or
 * boolean as its text. Any other value (an object) is an error naming the component, `name` and the
 * value; undefined when no `name` was given (or an empty one, which submits nothing either).
 */
export function formText<U>(
  component: string,
  name: string | undefined,
  value: U,
  formValue: ((value: U) => string) | undefined,
  hint: string,
): string | undefined {
  if (formValue) return formValue(value);
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'bigint' || type === 'boolean') return String(value);
  if (!name) return undefined;
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  const problem = `${component}: name "${name}" submits ${hint} as text, but ${shown} is not a string or a number.`;
  throw new Error(
    DEV
      ? `${problem} ${component.endsWith('Select') ? 'Set valueField to a string or number property of the options, or give' : 'Give'} formValue to turn a value into text.`
      : problem,
  );
}

/**
 * For a native checkbox or radio: after a form reset the browser puts the input back to the state
 * it was first drawn with; this puts back the state it shows (`checked`, read after `onReset` has
 * rendered), so a controlled input keeps its own.
 */
export function useResetChecked(
  input: RefObject<HTMLInputElement | null>,
  form: string | undefined,
  checked: boolean,
  onReset?: () => void,
): void {
  const latest = useLatest(checked);
  useFormReset(input, form, () => {
    onReset?.();
    setTimeout(() => {
      if (input.current) input.current.checked = latest.current;
    });
  });
}

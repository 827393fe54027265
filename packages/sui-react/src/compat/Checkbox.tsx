'use client';
// Semantic UI React's Checkbox and Radio over sui-react's own (modules/checkbox): its `radio`,
// `type`, `indeterminate` / `defaultIndeterminate`, label shorthand, the `fitted` class it adds when
// there is no label, the kit's `hidden` class on the input, and `onChange` / `onClick` called with
// `(event, data)`. Form.Checkbox and Form.Radio (collections/form) use these same adapters.
import {
  forwardRef,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Checkbox as NativeCheckbox,
  type CheckboxProps as NativeCheckboxProps,
} from '../modules/checkbox/Checkbox.js';
import { Radio as NativeRadio } from '../modules/checkbox/Radio.js';
import { badProp, DEV } from '../internal/errors.js';
import { setRef } from '../internal/refs.js';
import { useControllableState } from '../internal/useControllableState.js';
import type { Handler } from '../internal/vocabulary.js';

/** What `onChange` and `onClick` get besides the event: the props with the new state. */
export type CheckboxOnChangeData = CheckboxProps & { checked: boolean; indeterminate: boolean };

export interface CheckboxProps extends Omit<
  NativeCheckboxProps,
  'onChange' | 'onClick' | 'value' | 'label' | 'type' | 'id' | 'tabIndex' | 'inputClassName'
> {
  /**
   * The box's label: its text, an element, or the props of the `<label>` (its `children` or
   * `content`). Without one the box is drawn `fitted`.
   */
  label?: ReactNode | { children?: ReactNode; content?: ReactNode };
  /** The id of the native input. */
  id?: string | number;
  /**
   * Draws a radio button instead (`type="radio"` too): checked by `checked`, or from
   * `defaultChecked` and then by the browser, with the other radios of its `name`.
   */
  radio?: boolean;
  /**
   * The input's type; `'radio'` is the same as `radio`.
   * @default 'checkbox'
   */
  type?: 'checkbox' | 'radio';
  /** The text a form submits for the box while it is checked. @default 'on' */
  value?: string | number;
  /** The input's place in the tab order. @default 0 (-1 when disabled) */
  tabIndex?: number | string;
  /**
   * Whether the box starts indeterminate (a dash), when `indeterminate` is not controlled; the
   * first change clears it.
   * @default false
   */
  defaultIndeterminate?: boolean;
  /**
   * Called when the user checks or unchecks the box.
   * @param event React's change event.
   * @param data The props, with the new `checked` and `indeterminate: false`.
   * @native Checkbox onChange — called with the checked state, then the event
   */
  onChange?: Handler<ChangeEvent<HTMLInputElement>, CheckboxOnChangeData>;
  /**
   * Called when the box or its label is clicked (once per click).
   * @param event React's click event.
   * @param data The props, with the `checked` the click proposes and the current `indeterminate`.
   */
  onClick?: Handler<MouseEvent<HTMLInputElement>, CheckboxOnChangeData>;
}

/** The label's content from Semantic UI React's shorthand (text, element or `<label>` props). */
function labelContent(label: CheckboxProps['label']): ReactNode {
  if (label === null || label === undefined || typeof label !== 'object' || isValidElement(label)) {
    return label as ReactNode;
  }
  if (Array.isArray(label) || Symbol.iterator in label) return label as ReactNode;
  const props = label as { children?: ReactNode; content?: ReactNode };
  return props.children ?? props.content;
}

/** The input's place in the Tab order: Semantic UI React's default, or a whole number given. */
export function tabOrder(component: string, tabIndex: CheckboxProps['tabIndex'], disabled?: boolean): number {
  if (tabIndex === undefined) return disabled ? -1 : 0;
  const order = Number(tabIndex);
  if (!Number.isInteger(order)) badProp(component, 'tabIndex', DEV && 'a whole number', tabIndex);
  return order;
}

/** The event a radio drawn here sends when it is chosen (see RadioControl). */
const CHOSEN = 'sui-radio-chosen';

/** A radio button outside a RadioGroup, checked by `checked` or, uncontrolled, by the browser. */

function RadioControl({
  checked,
  defaultChecked = false,
  value = 'on',
  data,
  onChange,
  onClick,
  innerRef,
  ...rest
}: Omit<CheckboxProps, 'onChange' | 'onClick' | 'value'> & {
  value?: string | number;
  data: CheckboxProps;
  onChange: CheckboxProps['onChange'];
  onClick: CheckboxProps['onClick'];
  innerRef?: Ref<HTMLInputElement>;
}) {
  const [own, setOwn] = useState(defaultChecked);
  const input = useRef<HTMLInputElement | null>(null);
  const controlled = checked !== undefined;
  // The browser unchecks a radio when another of its name is chosen, with no event on it. The
  // native input is controlled, so React puts its state back before the browser would fire
  // `change`: a radio chosen here says so with its own event (CHOSEN) on its form (or document),
  // which the uncontrolled radios of its name follow; a plain radio's `change` counts too.
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
    scope.addEventListener(CHOSEN, follow);
    scope.addEventListener('reset', reset);
    return () => {
      scope.removeEventListener('change', follow);
      scope.removeEventListener(CHOSEN, follow);
      scope.removeEventListener('reset', reset);
    };
  }, [controlled, defaultChecked]);
  const isChecked = controlled ? checked : own;
  return (
    <NativeRadio<string>
      {...(rest as object)}
      ref={(node: HTMLInputElement | null) => {
        setRef(input, node);
        setRef(innerRef, node);
      }}
      value={String(value)}
      checked={isChecked}
      onClick={onClick && ((event) => onClick(event, { ...data, checked: true, indeterminate: false }))}
      onChange={(_, event) => {
        if (!controlled) setOwn(true);
        event.currentTarget.dispatchEvent(new Event(CHOSEN, { bubbles: true }));
        onChange?.(event, { ...data, checked: true, indeterminate: false });
      }}
    />
  );
}

/**
 * Semantic UI React's Checkbox (an adapter over sui-react's Checkbox, or its Radio with `radio`).
 * What it does better, kept: the input is a real, focusable checkbox (Space toggles it, a
 * `toggle` or `slider` box has the `switch` role, an indeterminate one is `aria-checked="mixed"`),
 * a read-only box stays focusable with `aria-readonly`, and a form reset puts `defaultChecked`
 * back.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const {
    radio,
    type,
    onChange,
    onClick,
    value,
    label,
    id,
    tabIndex,
    fitted,
    className,
    indeterminate: indeterminateProp,
    defaultIndeterminate = false,
    ...rest
  } = props;
  const [indeterminate, setIndeterminate] = useControllableState<boolean>(
    indeterminateProp,
    defaultIndeterminate,
  );
  const content = labelContent(label);
  const shared = {
    ...rest,
    label: content,
    id: id === undefined ? undefined : String(id),
    tabIndex: tabOrder(radio || type === 'radio' ? 'Radio' : 'Checkbox', tabIndex, rest.disabled),
    inputClassName: 'hidden',
    fitted: fitted || content === null || content === undefined || undefined,
    className,
  };
  const invalid = !!(rest as Record<string, unknown>)['aria-invalid'];
  if (radio || type === 'radio') {
    const { error, checked, defaultChecked, ...own } = shared;
    return (
      <RadioControl
        {...own}
        checked={checked}
        defaultChecked={defaultChecked}
        aria-invalid={invalid || error || undefined}
        value={value}
        data={props}
        onChange={onChange}
        onClick={onClick}
        innerRef={ref}
      />
    );
  }
  return (
    <NativeCheckbox
      {...shared}
      ref={ref}
      indeterminate={indeterminate}
      error={invalid || rest.error}
      value={value === undefined ? undefined : String(value)}
      onClick={
        onClick &&
        ((event: MouseEvent<HTMLInputElement>) =>
          onClick(event, { ...props, checked: event.currentTarget.checked, indeterminate }))
      }
      onChange={(checked, event) => {
        setIndeterminate(false);
        onChange?.(event, { ...props, checked, indeterminate: false });
      }}
    />
  );
});

/** Semantic UI React's Radio: a Checkbox of `type="radio"`, drawn as a radio unless `toggle` or `slider`. */
export const Radio = forwardRef<HTMLInputElement, CheckboxProps>(function Radio(props, ref) {
  return <Checkbox type="radio" {...props} ref={ref} />;
});

export type { CheckboxProps as RadioProps };

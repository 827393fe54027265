// Form: renders a real `<form>` and adds no state of its own: a server component. Its static
// members Form.Input, Form.Select… are the controls (controls.tsx), client components that say so
// themselves, so a server component renders them as client references. Form.Field and Form.Group
// are server components too. One limit on the server: a Form.Field with `control={Select}` (or
// Checkbox, Radio) finds its adapter only where controls.tsx runs, so in a server component write
// Form.Select (or Form.Checkbox, Form.Radio) instead.
import { forwardRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Handler, Size } from '../../internal/vocabulary.js';
import {
  FormButton,
  FormCheckbox,
  FormDropdown,
  FormInput,
  FormRadio,
  FormSelect,
  FormTextArea,
} from './controls.js';
import { FormField, FormGroup } from './FormField.js';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action'> {
  /**
   * Where the browser sends the form (a URL), or a function React calls with its FormData. Without
   * it, `onSubmit` stops the browser's own submit.
   */
  action?: string | ((formData: FormData) => void | Promise<void>);
  /** The form's fields. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shows the `error` Messages inside the form (the kit hides them otherwise). */
  error?: boolean;
  /** Shows the `info` Messages inside the form. Fomantic only. */
  info?: boolean;
  /** Light text for a dark background. */
  inverted?: boolean;
  /** Covers the form with a spinner, and marks it busy (`aria-busy`). */
  loading?: boolean;
  /**
   * Called on submit with the event and the form's props, after the browser's checks passed
   * (`required`…). Without `action`, the browser's own submit is stopped.
   */
  onSubmit?: Handler<FormEvent<HTMLFormElement>, FormProps>;
  /** The form of a reply to a comment (in a Comment.Group). */
  reply?: boolean;
  /** The size of the text and controls. */
  size?: Exclude<Size, 'medium'>;
  /** Shows the `success` Messages inside the form. */
  success?: boolean;
  /** Keeps the groups' fields side by side on a phone's screen. */
  unstackable?: boolean;
  /** Shows the `warning` Messages inside the form. */
  warning?: boolean;
  /** `'equal'`: the fields of every group share its row evenly. */
  widths?: 'equal';
}

/** Form's variation props and the classes they give (variations.test.ts checks them against form.css). */
export const FORM_VARIATIONS = {
  size: 'value',
  error: 'key',
  info: 'key',
  inverted: 'key',
  loading: 'key',
  reply: 'key',
  success: 'key',
  unstackable: 'key',
  warning: 'key',
  widths: 'width',
} as const satisfies VariationTable;

/** A form in the kit's look: a native `<form>`, whose fields submit, reset and validate natively. */
export const Form = forwardRef<HTMLFormElement, FormProps & { as?: 'form' }>(function Form(all, ref) {
  const { as: As = 'form', action, children, className, onSubmit, ...props } = all;
  const [classes, rest] = variations('Form', FORM_VARIATIONS, props);
  return (
    <As
      className={cx('ui', classes, 'form', className)}
      {...rest}
      ref={ref}
      action={typeof As === 'string' && As !== 'form' ? undefined : action}
      aria-busy={props.loading || undefined}

      onSubmit={
        onSubmit &&
        ((event: FormEvent<HTMLFormElement>) => {
          if (action === undefined) event.preventDefault();
          onSubmit(event, all);
        })
      }
    >
      {children}
    </As>
  );
}) as unknown as Polymorphic<'form', FormProps> & {
  Field: typeof FormField;
  Group: typeof FormGroup;
  Input: typeof FormInput;
  TextArea: typeof FormTextArea;
  Button: typeof FormButton;
  Checkbox: typeof FormCheckbox;
  Radio: typeof FormRadio;
  Select: typeof FormSelect;
  Dropdown: typeof FormDropdown;
};

Form.Field = FormField;
Form.Group = FormGroup;
Form.Input = FormInput;
Form.TextArea = FormTextArea;
Form.Button = FormButton;
Form.Checkbox = FormCheckbox;
Form.Radio = FormRadio;
Form.Select = FormSelect;
Form.Dropdown = FormDropdown;

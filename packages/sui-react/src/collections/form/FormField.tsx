// Form.Field and Form.Group: server components (no hooks, no state). A field ties its label and its
// error to the control through ids made from the control's `id` (`<id>-label`,
// `<id>-error-message`, as Semantic UI React names the latter): a server component cannot make one
// with React's useId. The Form.Input, Form.Select… controls are client modules that make one when
// none is given; a Field with a `control` and no `id` leaves its label and error untied, and says
// so in development.
import {
  createElement,
  forwardRef,
  isValidElement,
  type ElementType,
  type LabelHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Content, Width } from '../../internal/vocabulary.js';
import { Label, type LabelShorthandProps } from '../../elements/label/Label.js';

/** The props of a field's `<label>` (`label` shorthand). */
export type FormLabelProps = LabelHTMLAttributes<HTMLLabelElement> & { content?: Content };

/** A field's error message: a prompt label pointing at the control (`above` unless given). */
export type FormErrorProps = LabelShorthandProps;

/** The native controls a field can draw by name. */
export type FormNativeControl = 'input' | 'select' | 'textarea' | 'button';

export interface FormFieldProps {
  /** The field's content, when it has no `control`: a `<label>` and a control, written out. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /**
   * The control the field draws: a component (`Input`, `Checkbox`…) or a native element by name
   * (`'input'`, `'select'`, `'textarea'`, `'button'`). The field's other props go to it.
   */
  control?: FormNativeControl | ElementType;
  /** Greys the field out and disables its control. */
  disabled?: boolean;
  /**
   * Marks the field as wrong (`aria-invalid` on its control). A message (text, a Label's props or
   * element) is shown as a prompt label pointing at the control (`pointing: 'below'` or `'right'`
   * puts it before), and describes the control (`aria-describedby`), which needs an `id`.
   */
  error?: boolean | Shorthand<FormErrorProps>;
  /**
   * The control's id, from which the label's (`<id>-label`) and the error message's
   * (`<id>-error-message`) are made.
   */
  id?: string;
  /** Colours the field as holding information. Fomantic only. */
  info?: boolean;
  /** Puts the label beside the control instead of above it. */
  inline?: boolean;
  /** Colours the field as right. Fomantic only. */
  success?: boolean;
  /** Colours the field as doubtful. Fomantic only. */
  warning?: boolean;
  /**
   * The field's label: its text, its props or a `<label>` element. It names the control (`htmlFor`,
   * or `aria-labelledby` for a control that is not a native one); a checkbox or radio shows it
   * itself.
   */
  label?: Shorthand<FormLabelProps> | ReactNode;
  /** Marks the field as required (an asterisk after the label) and makes its control required. */
  required?: boolean;
  /** The control's `type` (`'password'`, `'checkbox'`…). */
  type?: string;
  /** The field's width in sixteenths of its group. */
  width?: Width;
}

/** Form.Field's variation props and the classes they give (variations.test.ts checks them against form.css). */
export const FORM_FIELD_VARIATIONS = {
  disabled: 'key',
  error: 'key',
  info: 'key',
  success: 'key',
  warning: 'key',
  inline: 'key',
  required: 'key',
  width: ['width', 'wide'],
} as const satisfies VariationTable;

/**
 * The controls that show the field's label themselves (a checkbox, a radio): Form's controls add
 * theirs, and `Form.Field control={Checkbox}` finds it here.
 */
export const LABEL_INSIDE = new Set<unknown>();

/** The controls named by a label's `aria-labelledby` rather than its `htmlFor` (not labelable). */
export const LABELLED_BY = new Set<unknown>();

/**
 * The library's modules a field draws through an adapter that takes Semantic UI React's props
 * (`control={Select}` with `options` of `{ key, text, value }`, `onChange(event, data)`): Form's
 * controls add theirs.
 */
export const ADAPTERS = new Map<unknown, ElementType>();

/** A label shorthand as content, for a control that shows it itself: its text, or a `<label>`'s content. */
function labelContent(label: unknown): ReactNode {
  if (isValidElement(label))
    return label.type === 'label' ? (label.props as { children?: ReactNode }).children : label;
  if (label && typeof label === 'object' && !Array.isArray(label)) {
    const own = label as FormLabelProps;
    return own.children ?? (own.content as ReactNode);
  }
  return label as ReactNode;
}

const toContent = (content: string | number) => ({ content });

/** A `<label>`'s props from the shorthand's: its text, or `content`, as its children. */
const toLabel = (content: string | number) => ({ children: content });

/** The field's `<label>` from its shorthand (`content` becomes the children of a native label). */
function htmlLabel(label: unknown, defaults?: FormLabelProps): ReactElement | null {
  let value = label;
  if (value && typeof value === 'object' && !isValidElement(value) && !Array.isArray(value)) {
    const { content, ...own } = value as FormLabelProps;
    value = content == null ? own : { children: content as ReactNode, ...own };
  }
  return shorthand('label', toLabel, value as never, defaults as never);
}

/** Whether an error value carries a message to show (not a boolean). */
const hasMessage = (error: unknown) => error != null && typeof error !== 'boolean' && error !== '';

/** The markup of a field, with the id its label and error are tied to (none: untied). */
export function fieldMarkup(
  As: ElementType,
  all: FormFieldProps & Record<string, unknown>,
  id: string | undefined,
  /** The component named in errors: Form.Field, or the Form.X that draws the field. */
  name = 'Form.Field',
): ReactElement {
  const {
    children,
    className,
    content,
    control: given,
    disabled,
    error,
    inline,
    info,
    label,
    required,
    success,
    type,
    warning,
    width,
    id: _id,
    ...rest
  } = all;
  const control = given == null ? given : (ADAPTERS.get(given) ?? given);
  const [classes] = variations(name, FORM_FIELD_VARIATIONS, {
    disabled,
    error,
    info,
    success,
    warning,
    inline,
    required,
    width,
  });
  const cls = cx(classes, 'field', className);
  const pointing =
    ((isValidElement(error) ? error.props : error) as { pointing?: unknown } | null)?.pointing ?? 'above';
  const errorId = id && hasMessage(error) ? `${id}-error-message` : undefined;
  // An error given as a plain element (`<span>`) is the prompt label's content: the label's props
  // would be unknown attributes on it.
  const errorShorthand = isValidElement(error) && typeof error.type === 'string' ? { content: error } : error;
  const message = hasMessage(error)
    ? shorthand<FormErrorProps>(
        Label,
        toContent,
        errorShorthand as never,
        {
          prompt: true,
          pointing,
          id: errorId,
        } as FormErrorProps,
      )
    : null;
  const before = (pointing === 'below' || pointing === 'right') && message;
  const after = !before && message;

  if (control == null) {
    if (label == null) return createElement(As, { ...rest, className: cls, id }, children ?? content);
    return (
      <As className={cls} {...rest} id={id}>
        {before}
        {htmlLabel(label)}
        {after}
      </As>
    );
  }

  if (DEV && id === undefined && (label != null || message))
    console.error(
      'sui-react: Form.Field has a control and a label or error but no id: give it an id (or use Form.Input, Form.Select…), so that they can be tied to the control.',
    );
  const aria = {
    'aria-describedby': errorId,
    'aria-invalid': error ? true : undefined,
  };
  const props: Record<string, unknown> = { ...aria, ...rest };
  // Only the field's props that were given reach the control (none is an unknown attribute there).
  // A native input or textarea holds no content (its value is its text).
  const empty = control === 'input' || control === 'textarea';
  const shared = {
    content: empty ? undefined : content,
    children: empty ? undefined : children,
    disabled,
    required,
    type,
    id,
  };
  for (const key in shared) {
    const value = shared[key as keyof typeof shared];
    if (value !== undefined) props[key] = value;
  }

  // A native checkbox or radio sits inside its label.
  if (control === 'input' && (type === 'checkbox' || type === 'radio')) {
    return (
      <As className={cls}>
        <label>
          {before}
          {createElement(control, props)} {label as ReactNode}
          {after}
        </label>
      </As>
    );
  }

  if (LABEL_INSIDE.has(control)) {
    return (
      <As className={cls}>
        {before}
        {createElement(control, { ...props, label: labelContent(label) })}
        {after}
      </As>
    );
  }

  const labelId = id && `${id}-label`;
  const byId = LABELLED_BY.has(control);
  if (byId && label != null && labelId) props['aria-labelledby'] = labelId;
  return (
    <As className={cls}>
      {htmlLabel(label, {
        id: byId ? labelId : undefined,
        htmlFor: byId ? undefined : id,
      })}
      {before}
      {createElement(control, props)}
      {after}
    </As>
  );
}

/**
 * A field of a form: a label and its control. Give it a `control` (with the control's props) or
 * write the label and control out as children.
 */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps & { as?: ElementType }>(function FormField(
  { as = 'div', ...props },
  ref,
) {
  const markup = fieldMarkup(as, props as FormFieldProps & Record<string, unknown>, props.id);
  // The ref reaches the field's element (a `control` keeps its own props).
  return ref ? createElement(markup.type, { ...(markup.props as object), ref }) : markup;
}) as unknown as Polymorphic<'div', FormFieldProps & Record<string, unknown>>;

export interface FormGroupProps {
  /** The group's fields. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Stacks the fields one under another (a set of checkboxes or radios under one label). */
  grouped?: boolean;
  /** Puts the fields, and a label among them, on one line. */
  inline?: boolean;
  /** Keeps the fields side by side on a phone's screen. */
  unstackable?: boolean;
  /** How many fields share the row, or `'equal'` to share it evenly whatever their number. */
  widths?: Width | 'equal';
}

/** Form.Group's variation props (variations.test.ts checks them against form.css). */
export const FORM_GROUP_VARIATIONS = {
  grouped: 'key',
  inline: 'key',
  unstackable: 'key',
  widths: 'width',
} as const satisfies VariationTable;

/** A row of fields (or, `grouped`, a column of them). */
export const FormGroup = forwardRef<HTMLDivElement, FormGroupProps & { as?: 'div' }>(function FormGroup(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Form.Group', FORM_GROUP_VARIATIONS, props);
  return (
    <As className={cx(classes, 'fields', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', FormGroupProps>;

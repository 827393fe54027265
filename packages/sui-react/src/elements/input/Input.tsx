// Input: a server component (no hooks, no state). A change handler is attached only when one is
// given. Its `label` shorthand names the native input (`aria-labelledby`) through an id made from
// the input's `id` or `name`: React's useId would make the Input a client component.
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type ElementType,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { elementRef, setRef } from '../../internal/refs.js';
import { shorthand, toContent, toName, type Shorthand } from '../../internal/shorthand.js';
import type { Handler, Size } from '../../internal/vocabulary.js';
import { Button, type ButtonProps } from '../button/Button.js';
import { Icon, type IconProps } from '../icon/Icon.js';
import { Label, type LabelProps } from '../label/Label.js';

/** An input's size. */
export type InputSize = Exclude<Size, 'medium'>;

/** Where a label sits: before or after the input, or in one of its corners. */
export type InputLabelPosition = 'left' | 'right' | 'left corner' | 'right corner';

/** The props of the native input (`input` shorthand). */
export type NativeInputProps = InputHTMLAttributes<HTMLInputElement>;

/** An action button's props: a `Button`'s, with the HTML props (`aria-label`, `type`). */
export type InputActionProps = ButtonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonProps>;

/** The label's props: a `Label`'s, with the HTML props (`id`). */
export type InputLabelProps = LabelProps & Omit<HTMLAttributes<HTMLElement>, keyof LabelProps>;

/** What `onChange` gets besides the event: the Input's props and the input's new value. */
export type InputOnChangeData = InputProps & { value: string };

export interface InputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'children' | 'onChange' | 'type' | 'tabIndex' | 'disabled'
> {
  /**
   * Buttons attached to the input: a button's content, props or element, several in an array, or
   * `true` when the children hold them.
   */
  action?: boolean | Shorthand<InputActionProps> | ReadonlyArray<Shorthand<InputActionProps>>;
  /** Puts the action before the input. */
  actionPosition?: 'left';
  /**
   * The input's own markup, in place of the shorthand: an `<input />` among them gets the native
   * props (`name`, `value`, `onChange`…) and the ref.
   */
  children?: ReactNode;
  /** Disables the input (and takes it out of the tab order). */
  disabled?: boolean;
  /** Marks the value as wrong. */
  error?: boolean;
  /** Marks the input as holding information (Fomantic). */
  info?: boolean;
  /** Marks the value as right (Fomantic). */
  success?: boolean;
  /** Marks the value as doubtful (Fomantic). */
  warning?: boolean;
  /** Takes the width of its container. */
  fluid?: boolean;
  /** Draws the input as focused. */
  focus?: boolean;
  /** An icon in the input: its name, props or element, or `true` when the children hold it. */
  icon?: boolean | Shorthand<IconProps>;
  /** Puts the icon at the start of the input. */
  iconPosition?: 'left';
  /** Shorthand for the native input: its `type`, props or element. */
  input?: Shorthand<NativeInputProps>;
  /** Light text, for a dark background. */
  inverted?: boolean;
  /**
   * A label beside the input (its content, props or element). Its text names the input: the label
   * gets the id `<id or name>-label` and the input `aria-labelledby` it, so give the Input an `id`
   * or a `name`.
   */
  label?: Shorthand<InputLabelProps>;
  /** Where the label sits. */
  labelPosition?: InputLabelPosition;
  /** Shows a spinner in place of the icon (a `spinner` icon when there is none). */
  loading?: boolean;
  /** The input's size. */
  size?: InputSize;
  /** The native input's place in the tab order (`-1` while `disabled`, unless given). */
  tabIndex?: number | string;
  /** No border or background. */
  transparent?: boolean;
  /** The native input's type. @default 'text' */
  type?: string;
  /** Extra classes, on the wrapper. */
  className?: string;
  /** The native input (`ref.current.focus()`, `.select()`), not the wrapper. */
  ref?: Ref<HTMLInputElement>;
  /** Called with the change and the Input's props with the new `value`. */
  onChange?: Handler<ChangeEvent<HTMLInputElement>, InputOnChangeData>;
}

/** Input's variation props and the classes they give (variations.test.ts checks them against input.css). */
export const INPUT_VARIATIONS = {
  size: 'value',
  disabled: 'key',
  error: 'key',
  info: 'key',
  success: 'key',
  warning: 'key',
  fluid: 'key',
  focus: 'key',
  inverted: 'key',
  loading: 'key',
  transparent: 'key',
  actionPosition: ['valueKey', 'action'],
  iconPosition: ['valueKey', 'icon'],
  labelPosition: ['valueKey', 'labeled'],
} as const satisfies VariationTable;

/** The props that go to the native input; the others go to the wrapper. */
const NATIVE =
  /^(aria-|on(Key|Focus|Blur|Input|BeforeInput|Invalid|Click|ContextMenu|Drag|Drop|Mouse|Pointer|Select|Touch|Copy|Cut|Paste|Composition))|^(accept|autoCapitalize|autoComplete|autoCorrect|autoFocus|checked|defaultChecked|defaultValue|enterKeyHint|form|id|inputMode|lang|list|max|maxLength|min|minLength|multiple|name|pattern|placeholder|readOnly|required|role|selected|spellCheck|step|title|value)$/;

/** Whether a label shorthand holds text, which can name the input. */
function hasText(label: unknown): boolean {
  if (typeof label === 'string' || typeof label === 'number') return label !== '';
  const props = (isValidElement(label) ? label.props : label) as LabelProps | null | undefined;
  return !!props && typeof props === 'object' && (props.content != null || props.children != null);
}

/**
 * A text field in the kit's look, with optional icon, label and buttons. The ref is the native
 * `input` (`ref.current.focus()`, `.select()`).
 */
export const Input = forwardRef<HTMLInputElement, InputProps & { as?: ElementType }>(
  function Input(all, ref) {
    const {
      as: As = 'div',
      action,
      children,
      className,
      icon,
      input,
      label,
      tabIndex,
      type = 'text',
      onChange,
      ...props
    } = all;
    const [classes, rest] = variations('Input', INPUT_VARIATIONS, props);
    if (Number.isNaN(tabIndex)) badProp('Input', 'tabIndex', DEV && 'a whole number', tabIndex);
    const { actionPosition, iconPosition, labelPosition, disabled, loading } = props;
    const native: Record<string, unknown> = {
      disabled,
      type,
      tabIndex: tabIndex ?? (disabled ? -1 : undefined),
      onChange:
        onChange &&
        ((event: ChangeEvent<HTMLInputElement>) => onChange(event, { ...all, value: event.target.value })),
    };
    const root: Record<string, unknown> = {};
    for (const key in rest) (NATIVE.test(key) ? native : root)[key] = rest[key];
    const cls = cx(
      'ui',
      classes,
      !actionPosition && !!action && 'action',
      !iconPosition && !!(icon || loading) && 'icon',
      !labelPosition && !!label && 'labeled',
      'input',
      className,
    );

    if (children != null) {
      return (
        <As className={cls} {...root}>
          {Children.map(children, (child) => {
            if (!isValidElement(child) || child.type !== 'input') return child;
            const own = elementRef<HTMLInputElement>(child);
            return cloneElement(child as ReactElement<Record<string, unknown>>, {
              ...native,
              ...(child.props as object),
              ref: ref
                ? (node: HTMLInputElement | null) => {
                    setRef(own, node);
                    setRef(ref, node);
                  }
                : own,
            });
          })}
        </As>
      );
    }

    let labelElement: ReactElement | null = null;
    if (label != null) {
      const own = (isValidElement(label) ? label.props : label) as { id?: string } | null;
      const source = native.id ?? native.name;
      const labelId =
        (typeof own === 'object' && own?.id) || (source != null ? `${String(source)}-label` : undefined);
      if (hasText(label) && native['aria-label'] == null && native['aria-labelledby'] == null) {
        if (labelId) native['aria-labelledby'] = labelId;
        else if (DEV)
          console.error(
            'sui-react: Input has a label but no id or name: give it one, so that the label can name the input (its id is made from it).',
          );
      }
      labelElement = shorthand<LabelProps>(Label, toContent, label, {
        id: labelId,
        // The kit's classes for a label that is not a Label (a dropdown), and for a corner label.
        className: cx(
          isValidElement(label) && label.type !== Label && 'label',
          labelPosition?.includes('corner') && labelPosition,
        ),
      } as LabelProps);
    }
    const actions = (Array.isArray(action) ? action : [action]).map((one, index) =>
      shorthand<ButtonProps>(Button, toContent, one as Shorthand<ButtonProps>, { key: index } as ButtonProps),
    );
    const field = shorthand<NativeInputProps>('input', (value) => ({ type: String(value) }), input ?? type, {
      ...native,
      ref,
    } as NativeInputProps);

    return (
      <As className={cls} {...root}>
        {actionPosition === 'left' && actions}
        {labelPosition !== 'right' && labelElement}
        {field}
        {shorthand<IconProps>(Icon, toName, icon ?? (loading ? 'spinner' : null))}
        {actionPosition !== 'left' && actions}
        {labelPosition === 'right' && labelElement}
      </As>
    );
  },
) as unknown as Polymorphic<'div', InputProps>;

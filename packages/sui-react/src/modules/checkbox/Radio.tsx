import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ChangeEvent,
  type CSSProperties,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { useControllableState } from '../../internal/useControllableState.js';

interface RadioGroupContextValue {
  name: string;
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
  /** The value chosen at first (uncontrolled). */
  defaultValue?: T;
  /** Called with the radio's `value` when the user chooses it. */
  onChange?: (value: T) => void;
  /** The `name` shared by the radios' inputs; generated when not given. */
  name?: string;
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
  disabled = false,
  readOnly = false,
  className,
  children,
  ...rest
}: RadioGroupProps<T>) {
  const generated = useId();
  const [value, setValue] = useControllableState<T | undefined>(valueProp, defaultValue, (next) =>
    onChange?.(next as T),
  );
  const context: RadioGroupContextValue = {
    name: name ?? `sui-radio-${generated}`,
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
        className={className}
      >
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
}

type NativeRadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'className' | 'style'
>;

export interface RadioProps<T> extends NativeRadioProps {
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
  /** Classes on the outer element: `toggle` and `slider` change the style. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
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
    ...inputProps
  }: RadioProps<T>,
  ref: Ref<HTMLInputElement>,
) {
  const group = useContext(RadioGroupContext);
  const generated = useId();
  const id = idProp ?? `sui-radio-input-${generated}`;
  const checked = group ? Object.is(group.value, value) : !!checkedProp;
  const disabled = disabledProp || !!group?.disabled;
  const readOnly = readOnlyProp || !!group?.readOnly;

  // The input is always controlled: ignoring a change is enough, React puts the old state back.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly || disabled || !event.target.checked) return;
    if (group) group.select(value);
    onChange?.(value, event);
  };

  return (
    <div
      className={cx(
        'ui radio checkbox',
        checked && 'checked',
        disabled && 'disabled',
        readOnly && 'read-only',
        className,
      )}
      style={style}
    >
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="radio"
        name={group?.name ?? nameProp}
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

import { forwardRef, useMemo, type ReactElement, type Ref } from 'react';
import { useControllableState } from '../../internal/useControllableState.js';
import { SelectRoot, type SelectBaseProps, type SelectHandle } from './SelectRoot.js';
import { readPath } from '../../internal/readPath.js';

export interface SelectProps<T, U = T> extends SelectBaseProps<T, U> {
  /** The selected value (controlled): the option's `valueField`, or the option itself. `null`: none. */
  value?: U | null;
  /**
   * The value selected at first (uncontrolled), and again when the form is reset.
   * @default null
   */
  defaultValue?: U | null;
  /**
   * Called with the new value when the user chooses an option, and with `defaultValue` (when there
   * is one) when the form is reset: a controlled select keeps showing `value` until its owner passes
   * the new one. A reset to no default empties an uncontrolled select without a call.
   */
  onChange?: (value: U) => void;
  /** Called with the whole option when the user chooses a different one. */
  onSelectedOptionChange?: (option: T) => void;
}

function SelectInner<T, U>(
  { value, defaultValue = null, onChange, onSelectedOptionChange, ...props }: SelectProps<T, U>,
  ref: Ref<SelectHandle>,
) {
  const [current, setCurrent, setOwn] = useControllableState<U | null>(value, defaultValue, (next) =>
    onChange?.(next as U),
  );
  const values = useMemo(() => (current === null || current === undefined ? [] : [current]), [current]);
  return (
    <SelectRoot<T, U>
      {...props}
      ref={ref}
      component="Select"
      multiple={false}
      labels={false}
      maxSelected={1}
      values={values}
      // Back to the default; with none, an uncontrolled select empties and onChange hears nothing
      // (it only ever receives values), and a controlled one keeps its value.
      reset={() => (defaultValue === null ? setOwn(null) : setCurrent(defaultValue))}
      commit={([option]) => {
        const next = readPath(option, props.valueField) as U;
        if (Object.is(next, current)) return;
        setCurrent(next);
        onSelectedOptionChange?.(option!);
      }}
    />
  );
}

/**
 * A Semantic UI selection: a combobox that opens a list of options and keeps one value. It opens on
 * click, focus and the Down key, filters as the user types when `searchable`, and closes on
 * Escape and when focus leaves. Long lists draw only the options in view.
 */
export const Select = forwardRef(SelectInner) as <T, U = T>(
  props: SelectProps<T, U> & { ref?: Ref<SelectHandle> },
) => ReactElement;

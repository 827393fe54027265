import { forwardRef, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { badProp, DEV } from '../../internal/errors.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { readPath } from '../../internal/readPath.js';
import { SelectRoot, type SelectBaseProps, type SelectHandle } from './SelectRoot.js';

export interface MultiSelectProps<T, U = T> extends SelectBaseProps<T, U> {
  /** The selected values (controlled), in selection order, each at most once (a repeat is an error). */
  value?: readonly U[];
  /**
   * The values selected at first (uncontrolled), and again when the form is reset; each at most
   * once (a repeat is an error).
   * @default []
   */
  defaultValue?: readonly U[];
  /**
   * Called with the new values whenever the selection changes, and with `defaultValue` when the
   * form is reset. A controlled select keeps showing `value` until its owner passes the new one.
   */
  onChange?: (values: U[]) => void;
  /** Called with the selected options whenever the selection changes. */
  onSelectedOptionsChange?: (options: T[]) => void;
  /**
   * Whether selections show as removable labels (and leave the menu). Without labels, the text
   * says how many are selected and the menu marks them.
   * @default true
   */
  labels?: boolean;
  /**
   * Called with the option and the click when one of the labels is clicked (not its remove
   * button). Such a click then neither opens nor closes the menu.
   */
  onLabelClick?: (option: T, event: MouseEvent<HTMLElement>) => void;
  /**
   * What each label shows, when it should differ from the option in the menu. Without it, a label
   * shows what the menu does: `renderOption`'s content, `optionFormatter`'s text or the label field.
   */
  renderLabel?: (option: T) => ReactNode;
  /**
   * More classes for each option's label: a colour (`'blue'`), `'basic'`, or `'active'` for the
   * one the user last clicked (with `onLabelClick`). Under forced colours an active label shows in
   * the system's highlight colours (sui-react/a11y.css).
   */
  labelClassName?: (option: T) => string | undefined;
  /**
   * The most options that can be selected (an integer, 0 or more). Once reached, the menu offers
   * nothing and says so. No limit when not given.
   */
  maxSelected?: number;
}

const NONE: readonly never[] = [];

function MultiSelectInner<T, U>(
  {
    value,
    defaultValue = NONE,
    onChange,
    onSelectedOptionsChange,
    labels = true,
    maxSelected,
    ...props
  }: MultiSelectProps<T, U>,
  ref: Ref<SelectHandle>,
) {
  if (maxSelected !== undefined && !(Number.isInteger(maxSelected) && maxSelected >= 0)) {
    badProp('MultiSelect', 'maxSelected', DEV && 'an integer, 0 or more', maxSelected);
  }
  if (value !== undefined && !Array.isArray(value)) {
    badProp('MultiSelect', 'value', DEV && 'an array', JSON.stringify(value));
  }
  const [current, setCurrent] = useControllableState<readonly U[]>(value, defaultValue, (next) =>
    onChange?.(next as U[]),
  );
  assertDistinct(current, value === undefined ? 'defaultValue' : 'value');
  return (
    <SelectRoot<T, U>
      {...props}
      ref={ref}
      component="MultiSelect"
      multiple
      labels={labels}
      maxSelected={maxSelected ?? Infinity}
      values={current}
      reset={() => setCurrent(defaultValue)}
      commit={(options) => {
        setCurrent(options.map((option) => readPath(option, props.valueField) as U));
        onSelectedOptionsChange?.(options);
      }}
    />
  );
}

/** Refuses a selection that holds one value twice (it would show one option twice). */
function assertDistinct(values: readonly unknown[], prop: string): void {
  const seen = new Set<unknown>();
  for (const value of values) {
    if (seen.has(value)) {
      badProp(
        'MultiSelect',
        prop,
        DEV && 'a list of distinct values',
        `${typeof value === 'string' ? JSON.stringify(value) : String(value)} twice`,
      );
    }
    seen.add(value);
  }
}

/**
 * A Semantic UI multiple selection: choosing an option adds it, choosing it again removes it, and
 * Backspace in the empty search removes the last one. Selections show as labels with a remove
 * button each, or as a count when `labels` is false.
 */
export const MultiSelect = forwardRef(MultiSelectInner) as <T, U = T>(
  props: MultiSelectProps<T, U> & { ref?: Ref<SelectHandle> },
) => ReactElement;

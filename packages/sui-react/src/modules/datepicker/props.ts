import { assertOneOf, badProp, DEV } from '../../internal/errors.js';
import type { Placement } from '../../internal/position.js';
import { DATEPICKER_MODES, type DatepickerMode } from './grid.js';

/** Where the calendar opens, next to its input or trigger. */
export type DatepickerPlacement =
  'bottom left' | 'bottom center' | 'bottom right' | 'top left' | 'top center' | 'top right';

export const PLACEMENTS: readonly DatepickerPlacement[] = [
  'bottom left',
  'bottom center',
  'bottom right',
  'top left',
  'top center',
  'top right',
];

/** The Floating UI placement for a calendar placement: `'bottom left'` → `'bottom-start'`. */
export const floatingPlacement = (placement: DatepickerPlacement) =>
  placement.replace(' center', '').replace(' left', '-start').replace(' right', '-end') as Placement;

/** The dialog's default name: 'Choose date and time', 'Choose date'… */
export const dialogLabelFor = (mode: DatepickerMode): string =>
  `Choose ${mode === 'datetime' ? 'date and time' : mode}`;

/** A bad prop's value, for an error: a Date as its text (`Invalid Date`), anything else as JSON. */
export const shownValue = (value: unknown): string =>
  value instanceof Date ? value.toString() : (JSON.stringify(value) ?? String(value));

/** The date props, the first two of which may also be null. */
const DATE_PROPS = ['value', 'defaultValue', 'initialDate', 'minDate', 'maxDate'] as const;

/** Checks the props a developer can get wrong; each error names the component and the prop. */
export function validateDatepickerProps(
  props: {
    mode: unknown;
    value?: unknown;
    defaultValue?: unknown;
    initialDate?: unknown;
    minDate?: unknown;
    maxDate?: unknown;
    firstDayOfWeek?: unknown;
    placement?: unknown;
    isDateDisabled?: unknown;
  },
  component = 'Datepicker',
): void {
  assertOneOf(component, 'mode', props.mode, DATEPICKER_MODES);
  assertOneOf(component, 'placement', props.placement, PLACEMENTS);
  if (props.isDateDisabled !== undefined && typeof props.isDateDisabled !== 'function') {
    badProp(component, 'isDateDisabled', DEV && 'a function of a Date', props.isDateDisabled);
  }
  DATE_PROPS.forEach((name, index) => {
    const value = props[name];
    const nullable = index < 2;
    if (value === undefined || (nullable && value === null)) return;
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      badProp(component, name, DEV && `a valid Date${nullable ? ' or null' : ''}`, shownValue(value));
    }
  });
  const { minDate, maxDate, firstDayOfWeek } = props as {
    minDate?: Date;
    maxDate?: Date;
    firstDayOfWeek?: unknown;
  };
  if (minDate && maxDate && minDate > maxDate) {
    throw new Error(
      `${component}: minDate (${minDate.toString()}) is after maxDate (${maxDate.toString()}).`,
    );
  }
  if (firstDayOfWeek !== undefined && ![0, 1, 2, 3, 4, 5, 6].includes(firstDayOfWeek as number)) {
    badProp(component, 'firstDayOfWeek', DEV && 'an integer from 0 (Sunday) to 6 (Saturday)', firstDayOfWeek);
  }
}

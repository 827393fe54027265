import type { ReactNode } from 'react';
import { useSelectContext } from './context.js';

export interface SelectOptionProps<T> {
  /** The option this element stands for: one of the select's options. */
  value: T;
  /** The content; by default the select's `renderOption`, `optionFormatter` or label. */
  children?: ReactNode;
  /** More classes for the option's element, after the kit's `item`, `active` and `selected`. */
  className?: string;
}

/**
 * One option in a custom select menu. It renders only while the menu offers its value, so static
 * options are filtered like the built-in list.
 */
export function SelectOption<T>({ value, children, className }: SelectOptionProps<T>) {
  return useSelectContext('SelectOption').option(value, children, className);
}

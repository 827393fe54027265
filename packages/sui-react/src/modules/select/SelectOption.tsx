import { useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import { SelectContext } from './context.js';

function useSelectContext(component: string) {
  const context = useContext(SelectContext);
  if (!context) throw new Error(`${component} must be placed inside a <Select> or <MultiSelect>.`);
  return context;
}

export interface SelectOptionProps<T> {
  /** The option this element stands for: one of the select's options. */
  value: T;
  /** The content; by default the select's `renderOption`, `optionFormatter` or label. */
  children?: ReactNode;
}

/**
 * One option in a custom select menu. It renders only while the menu offers its value, so static
 * options are filtered like the built-in list.
 */
export function SelectOption<T>({ value, children }: SelectOptionProps<T>) {
  return useSelectContext('SelectOption').option(value, children);
}

export type SelectSearchProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
>;

/**
 * A search input inside a select's menu (Semantic UI's in-menu search). It makes the select
 * searchable: focus moves into it when the menu opens, and its text filters the options.
 */
export function SelectSearch(props: SelectSearchProps) {
  const { setSearch, listId, searchId, query, type } = useSelectContext('SelectSearch');
  return (
    <input
      aria-label={props.placeholder ?? 'Search'}
      {...props}
      ref={setSearch}
      type="text"
      autoComplete="off"
      aria-controls={listId}
      aria-activedescendant={searchId}
      value={query}
      onChange={(event) => type(event.target.value)}
    />
  );
}

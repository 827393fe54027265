import { createContext, useContext, type ReactNode } from 'react';

/** What a select tells the `SelectOption` and `SelectSearch` elements in its menu. */
export interface SelectContextValue {
  /** The current query. */
  query: string;
  /** The highlighted option's id, for an in-menu search input's `aria-activedescendant`. */
  searchId: string | undefined;
  /** The listbox id, for an in-menu search input's `aria-controls`. */
  listId: string;
  /** Registers (or, with null, unregisters) an in-menu search input. */
  setSearch: (input: HTMLInputElement | null) => void;
  /** Sets the query. */
  type: (query: string) => void;
  /** Renders the option of a value, or nothing when the menu does not offer it. */
  option: (value: unknown, children?: ReactNode, className?: string) => ReactNode;
}

export const SelectContext = createContext<SelectContextValue | null>(null);

/** The context of the select around a `SelectOption` or `SelectSearch`; an error outside any. */
export function useSelectContext(component: string): SelectContextValue {
  const context = useContext(SelectContext);
  if (!context) throw new Error(`${component} must be placed inside a <Select> or <MultiSelect>.`);
  return context;
}

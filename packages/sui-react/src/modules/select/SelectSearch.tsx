import type { InputHTMLAttributes } from 'react';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import { useSelectContext } from './context.js';

export type SelectSearchProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
>;

/**
 * A search input inside a select's menu (Semantic UI's in-menu search). It makes the select
 * searchable: focus moves into it when the menu opens, and its text filters the options. Its
 * accessible name is its placeholder, or the language's search placeholder.
 */
export function SelectSearch(props: SelectSearchProps) {
  const { setSearch, listId, searchId, query, type } = useSelectContext('SelectSearch');
  const texts = useLocaleValues('search');
  return (
    <input
      aria-label={props.placeholder ?? texts.placeholder}
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

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LocaleState } from './store.js';
import type { LocaleValues } from './types.js';

/**
 * The nearest LocalizationProvider's state (null without one). A module of its own so that a
 * component can follow the provider without carrying the store and en-GB (see `useFlatTexts`).
 */
export const LocalizationContext = createContext<LocaleState | null>(null);

const noSubscribe = () => () => {};
const noVersion = () => 0;

/** The sections made of plain strings only, which `useFlatTexts` can merge shallowly. */
type FlatSection = {
  [K in keyof LocaleValues]: LocaleValues[K][keyof LocaleValues[K]] extends string ? K : never;
}[keyof LocaleValues];

/**
 * A component's texts from a flat section: its own English (`english`, which a test keeps equal to
 * en-GB's section), the section as the provider's language gives it, then `overrides`. Unlike
 * `useLocaleValues`, it carries neither the store nor en-GB: a small component (the Toaster, the
 * range slider) pays for its own words only. Re-renders when the language or its values change.
 */
export function useFlatTexts<K extends FlatSection>(
  section: K,
  english: LocaleValues[K],
  overrides?: Partial<LocaleValues[K]>,
): LocaleValues[K] {
  const state = useContext(LocalizationContext);
  useSyncExternalStore(
    state?.subscribe ?? noSubscribe,
    state?.getVersion ?? noVersion,
    state?.getVersion ?? noVersion,
  );
  const provided = state?.languages.get(state.current)?.values[section] as
    Partial<LocaleValues[K]> | undefined;
  return { ...english, ...provided, ...overrides } as LocaleValues[K];
}

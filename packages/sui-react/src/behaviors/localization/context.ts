import { createContext, useContext } from 'react';
import type { LocaleState } from './store.js';
import type { LocaleValues, PartialLocaleValues } from './types.js';

/** The nearest LocalizationProvider's state (null without one), for the hooks that carry the store. */
export const LocalizationContext = /* @__PURE__ */ createContext<LocaleState | null>(null);

/**
 * The nearest LocalizationProvider's language in use, its own values (without en-GB's): a new
 * object whenever the language or its values change, so that its readers re-render. A module of its
 * own so that a component can follow the provider without carrying the store and en-GB (see
 * `useFlatTexts`).
 */
export const LanguageValuesContext = /* @__PURE__ */ createContext<PartialLocaleValues | undefined>(
  undefined,
);

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
  return { ...english, ...useContext(LanguageValuesContext)?.[section], ...overrides } as LocaleValues[K];
}

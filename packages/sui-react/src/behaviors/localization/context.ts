import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LocaleState } from './store.js';
import type { LocaleValues } from './types.js';

/** The nearest LocalizationProvider's state (null without one). */
export const LocalizationContext = createContext<LocaleState | null>(null);

const noSubscribe = () => () => {};
const noVersion = () => 0;

/**
 * One flat section of the nearest provider's language as that language gives it, without en-GB
 * merged in, or undefined without a provider. For a component that carries its own English texts
 * so that its bundle need not carry en-GB and the store (the Toaster: its budget is 3 KB). It
 * re-renders when the language or its values change.
 */
export function useProvidedSection<K extends keyof LocaleValues>(
  section: K,
): Partial<LocaleValues[K]> | undefined {
  const state = useContext(LocalizationContext);
  useSyncExternalStore(
    state?.subscribe ?? noSubscribe,
    state?.getVersion ?? noVersion,
    state?.getVersion ?? noVersion,
  );
  return state?.languages.get(state.current)?.values[section] as Partial<LocaleValues[K]> | undefined;
}

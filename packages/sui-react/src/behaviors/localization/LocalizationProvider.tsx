import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { badProp, DEV } from '../../internal/errors.js';
import {
  createLocaleState,
  currentValues,
  deepMerge,
  interpolate,
  loadLanguage,
  normalizeLanguage,
  openLocaleState,
  selectLanguage,
  storeOf,
  type LocaleState,
} from './store.js';
import type { LocaleValues, PartialLocaleValues, RecursivePartial } from './types.js';
import { LanguageValuesContext, LocalizationContext } from './context.js';

let defaultState: LocaleState | undefined;
/** The languages components use when no provider is above them: en-GB only, created on first use. */
function getDefaultState(): LocaleState {
  defaultState ??= createLocaleState();
  return defaultState;
}

export interface LocalizationProviderProps {
  /**
   * The language to start with; it must be en-GB or one of `locales`. When it changes, the
   * provider switches to it.
   * @default 'en-GB'
   */
  language?: string;
  /** Languages to load at once, by code: `{ es, fr }` from `sui-react/locales/es` and `.../fr`. */
  locales?: Record<string, PartialLocaleValues>;
  /** The part of the app whose components follow this provider's language. */
  children?: ReactNode;
}

/**
 * Holds the loaded languages and the one in use for the components below it. Without a provider,
 * components use English (UK).
 */
export function LocalizationProvider({ language = 'en-GB', locales, children }: LocalizationProviderProps) {
  // The store is created once with `locales`; a new `locales` object later is loaded into it.
  const [state] = useState(() => openLocaleState(checked(language, locales), locales));
  const loadedLocales = useRef(locales);
  useEffect(() => {
    if (locales === loadedLocales.current) return;
    loadedLocales.current = locales;
    for (const [code, values] of Object.entries(locales ?? {})) loadLanguage(state, code, values);
  }, [state, locales]);
  useEffect(() => selectLanguage(state, language), [state, language]);
  // The language in use's own values, a new object for each version: what `useFlatTexts` reads.
  const version = useSyncExternalStore(state.subscribe, state.getVersion, state.getVersion);
  const own = useMemo(
    () => ({ ...state.languages.get(state.current)!.values }),
    // `version` changes whenever the state does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, version],
  );
  return (
    <LocalizationContext.Provider value={state}>
      <LanguageValuesContext.Provider value={own}>{children}</LanguageValuesContext.Provider>
    </LocalizationContext.Provider>
  );
}

/**
 * Returns `language` once checked with `locales`: every code non-empty, and `language` en-GB or one
 * of `locales` (a later change is checked by the store when the provider switches to it).
 */
function checked(language: string, locales: object = {}): string {
  const codes = ['en-GB', ...Object.keys(locales)];
  for (const code of [language, ...codes]) {
    if (!String(code).trim()) {
      const prop = code === language ? 'language' : 'locales key';
      badProp('LocalizationProvider', prop, DEV && 'a non-empty code', JSON.stringify(code));
    }
  }
  const key = normalizeLanguage(language);
  if (!codes.some((code) => normalizeLanguage(code) === key)) {
    badProp(
      'LocalizationProvider',
      'language',
      DEV && `en-GB or one of locales (${codes})`,
      JSON.stringify(language),
    );
  }
  return language;
}

/** What `useLocalization()` returns. */
export interface Localization {
  /** The language in use, e.g. `en-GB`. */
  language: string;
  /** The full values of the language in use. */
  values: LocaleValues;
  /** The codes of every loaded language. */
  loaded: string[];
  /** Switches to a loaded language. */
  setLanguage: (language: string) => void;
  /** Adds or replaces a language. */
  load: (language: string, values: PartialLocaleValues) => void;
  /** Deep-merges changes into a loaded language; components update at once. */
  patch: (language: string, values: PartialLocaleValues) => void;
  /** The full values of any loaded language. */
  get: (language?: string) => LocaleValues;
  /** Replaces `#{key}` tokens: `interpolate('Max #{max}', { max: 5 })`. */
  interpolate: typeof interpolate;
}

function useLocaleState(): LocaleState {
  const state = useContext(LocalizationContext) ?? getDefaultState();
  useSyncExternalStore(state.subscribe, state.getVersion, state.getVersion);
  return state;
}

/** The localization API of the nearest provider (or the default, English (UK) only). */
export function useLocalization(): Localization {
  const state = useLocaleState();
  const version = state.getVersion();
  return useMemo(
    // The store's getters are read now: this object is a snapshot of one version.
    () => ({ ...storeOf(state), values: currentValues(state), interpolate }),
    // `version` changes whenever the state does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, version],
  );
}

/**
 * One component's texts: the section of the language in use with the component's own
 * `localeOverrides` merged in. Re-renders when the language or its values change.
 */
export function useLocaleValues<K extends keyof LocaleValues>(
  section: K,
  overrides?: RecursivePartial<LocaleValues[K]>,
): LocaleValues[K] {
  const base = currentValues(useLocaleState())[section];
  const key = overrides ? JSON.stringify(overrides) : '';
  return useMemo(
    () => (overrides ? deepMerge(base, overrides) : base),
    // `key` stands for `overrides`, so that a new object with the same content keeps the memo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, key],
  );
}

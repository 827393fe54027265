import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LocalizationStore, deepMerge, interpolate } from './store.js';
import type { LocaleValues, PartialLocaleValues, RecursivePartial } from './types.js';

const LocalizationContext = createContext<LocalizationStore | null>(null);

let defaultStore: LocalizationStore | undefined;
/** The store components use when no provider is above them: en-GB only, created on first use. */
function getDefaultStore(): LocalizationStore {
  defaultStore ??= new LocalizationStore();
  return defaultStore;
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
  const [store] = useState(() => new LocalizationStore(language, locales));
  const loadedLocales = useRef(locales);
  useEffect(() => {
    if (locales === loadedLocales.current) return;
    loadedLocales.current = locales;
    for (const [code, values] of Object.entries(locales ?? {})) store.load(code, values);
  }, [store, locales]);
  useEffect(() => store.setLanguage(language), [store, language]);
  return <LocalizationContext.Provider value={store}>{children}</LocalizationContext.Provider>;
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

function useStore(): LocalizationStore {
  const store = useContext(LocalizationContext) ?? getDefaultStore();
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

/** The localization API of the nearest provider (or the default, English (UK) only). */
export function useLocalization(): Localization {
  const store = useStore();
  const version = store.getVersion();
  return useMemo(
    () => ({
      language: store.language,
      values: store.get(),
      loaded: store.loaded,
      setLanguage: (language: string) => store.setLanguage(language),
      load: (language: string, values: PartialLocaleValues) => store.load(language, values),
      patch: (language: string, values: PartialLocaleValues) => store.patch(language, values),
      get: (language?: string) => store.get(language),
      interpolate,
    }),
    // `version` changes whenever the store does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, version],
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
  const store = useStore();
  const base = store.get()[section];
  const key = overrides ? JSON.stringify(overrides) : '';
  return useMemo(
    () => (overrides ? deepMerge(base, overrides) : base),
    // `key` stands for `overrides`, so that a new object with the same content keeps the memo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, key],
  );
}

import enGB from './locales/en-GB.js';
import type { LocaleValues, PartialLocaleValues, RecursivePartial } from './types.js';
import { badProp, DEV } from '../../internal/errors.js';

/** The language every component uses until told otherwise. */
export const DEFAULT_LANGUAGE = 'en-GB';

/**
 * The key a language is stored under: lower case, first dash removed, so `en-GB`, `engb` and
 * `enGB` are the same language.
 */
export function normalizeLanguage(language: string): string {
  if (typeof language !== 'string' || !language.trim()) {
    badProp('Localization', 'language code', DEV && 'a non-empty string', JSON.stringify(language));
  }
  return language.trim().toLowerCase().replace('-', '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, patch?: unknown): unknown {
  if (patch !== undefined && !(isPlainObject(base) && isPlainObject(patch))) return merge(patch);
  if (Array.isArray(base)) return base.map((item) => merge(item));
  if (!isPlainObject(base)) return base;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(base)) out[key] = merge(item);
  for (const [key, item] of Object.entries(patch ?? {})) {
    if (item !== undefined) out[key] = merge(out[key], item);
  }
  return out;
}

/**
 * A deep copy of `base` with `patch` merged in; arrays are replaced, not merged. Without a patch,
 * a deep copy of `base` (plain objects and arrays are copied; other values are kept as they are).
 */
export const deepMerge = merge as <T>(base: T, patch?: RecursivePartial<T>) => T;

/** Replaces each `#{key}` in `text` with its value: `interpolate('Max #{max}', { max: 5 })`. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/#\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** One loaded language: its code as first given, its own values, and en-GB merged with them (made on first read). */
interface Loaded {
  code: string;
  values: PartialLocaleValues;
  merged?: LocaleValues;
}

/**
 * What a store holds: the loaded languages by key and the one in use. The public
 * `LocalizationStore` and the hooks work on it through the functions below, so that a component
 * that only reads its texts leaves the rest out of its bundle.
 */
export interface LocaleState {
  /** The key of the language in use. */
  current: string;
  version: number;
  readonly languages: Map<string, Loaded>;
  readonly listeners: Set<() => void>;
  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** A number that changes whenever the language or any loaded values change. */
  readonly getVersion: () => number;
}

/** The key of en-GB: `normalizeLanguage(DEFAULT_LANGUAGE)`. */
const DEFAULT_KEY = 'engb';

/** A state with en-GB alone, in use. */
export function createLocaleState(): LocaleState {
  const state: LocaleState = {
    current: DEFAULT_KEY,
    version: 0,
    languages: new Map([[DEFAULT_KEY, { code: DEFAULT_LANGUAGE, values: {} }]]),
    listeners: new Set(),
    subscribe: (listener) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    getVersion: () => state.version,
  };
  return state;
}

function remember(state: LocaleState, code: string, values: PartialLocaleValues): void {
  const key = normalizeLanguage(code);
  state.languages.set(key, {
    code: state.languages.get(key)?.code ?? code.trim(),
    values: deepMerge(values),
  });
}

function changed(state: LocaleState): void {
  state.version += 1;
  for (const listener of state.listeners) listener();
}

/** The codes of every loaded language. */
export const loadedLanguages = (state: LocaleState): string[] =>
  [...state.languages.values()].map((entry) => entry.code);

/** The language in use, as it was first loaded (e.g. `en-GB`). */
export const currentLanguage = (state: LocaleState): string => state.languages.get(state.current)!.code;

/** The key of a loaded language; a clear error for any other. */
function find(state: LocaleState, code: string, action: string): string {
  const key = normalizeLanguage(code);
  if (!state.languages.has(key)) {
    const problem = `Localization: cannot ${action} language "${code}": it was never loaded.`;
    throw new Error(
      DEV
        ? `${problem} Loaded languages: ${loadedLanguages(state).join(', ')}. Load it first, e.g. load('${code}', values).`
        : problem,
    );
  }
  return key;
}

/** A state with en-GB and `locales` loaded, and `language` (one of them) in use. */
export function openLocaleState(
  language: string = DEFAULT_LANGUAGE,
  locales: Record<string, PartialLocaleValues> = {},
): LocaleState {
  const state = createLocaleState();
  for (const [code, values] of Object.entries(locales)) remember(state, code, values);
  state.current = find(state, language, 'use');
  return state;
}

/** Adds (or replaces) a language; anything it leaves out comes from en-GB. */
export function loadLanguage(state: LocaleState, code: string, values: PartialLocaleValues): void {
  remember(state, code, values);
  changed(state);
}

/** Deep-merges changes into a loaded language. */
export function patchLanguage(state: LocaleState, code: string, values: PartialLocaleValues): void {
  const entry = state.languages.get(find(state, code, 'patch'))!;
  entry.values = deepMerge(entry.values, values);
  entry.merged = undefined;
  changed(state);
}

/** Switches to a loaded language. */
export function selectLanguage(state: LocaleState, code: string): void {
  const key = find(state, code, 'use');
  if (key === state.current) return;
  state.current = key;
  changed(state);
}

/** The full values of a loaded language, by key: en-GB with the language's values merged in. */
function valuesOf(state: LocaleState, key: string): LocaleValues {
  const entry = state.languages.get(key)!;
  return (entry.merged ??= deepMerge(enGB, entry.values));
}

/** The full values of the language in use. */
export const currentValues = (state: LocaleState): LocaleValues => valuesOf(state, state.current);

/** The full values of a loaded language (default: the one in use). */
export const languageValues = (state: LocaleState, code?: string): LocaleValues =>
  code === undefined ? currentValues(state) : valuesOf(state, find(state, code, 'read'));

/**
 * The languages an app has loaded and the one in use. Framework-free: `LocalizationProvider`
 * keeps one of its own, and components read it through hooks. Create one with
 * `new LocalizationStore(language?, locales?)`.
 */
export interface LocalizationStore {
  /** The language in use, as it was first loaded (e.g. `en-GB`). */
  readonly language: string;
  /** The codes of every loaded language. */
  readonly loaded: string[];
  /** Adds (or replaces) a language; anything it leaves out comes from en-GB. */
  load(language: string, values: PartialLocaleValues): void;
  /** Deep-merges changes into a loaded language; components using it update at once. */
  patch(language: string, values: PartialLocaleValues): void;
  /** Switches every component to a loaded language. */
  setLanguage(language: string): void;
  /** The full values of a language (default: the one in use): en-GB with the language's values merged in. */
  get(language?: string): LocaleValues;
  /** Subscribes to changes; returns the unsubscribe function. A bound function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** A number that changes whenever the language or any loaded values change. A bound function. */
  readonly getVersion: () => number;
}

/** The `LocalizationStore` interface over a state (`useLocalization` builds on it too). */
export function storeOf(state: LocaleState): LocalizationStore {
  return {
    get language() {
      return currentLanguage(state);
    },
    get loaded() {
      return loadedLanguages(state);
    },
    load: (code, values) => loadLanguage(state, code, values),
    patch: (code, values) => patchLanguage(state, code, values),
    setLanguage: (code) => selectLanguage(state, code),
    get: (code) => languageValues(state, code),
    subscribe: state.subscribe,
    getVersion: state.getVersion,
  };
}

// A function declaration, not an arrow: `new LocalizationStore()` calls it as a constructor.
function createStore(language?: string, locales?: Record<string, PartialLocaleValues>): LocalizationStore {
  return storeOf(openLocaleState(language, locales));
}

/** Creates a store: `new LocalizationStore(language = 'en-GB', locales = {})`. */
export const LocalizationStore = createStore as unknown as new (
  language?: string,
  locales?: Record<string, PartialLocaleValues>,
) => LocalizationStore;

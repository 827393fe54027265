import enGB from './locales/en-GB.js';
import type { LocaleValues, PartialLocaleValues, RecursivePartial } from './types.js';

/** The language every component uses until told otherwise. */
export const DEFAULT_LANGUAGE = 'en-GB';

/**
 * The key a language is stored under: lower case, first dash removed, so `en-GB`, `engb` and
 * `enGB` are the same language.
 */
export function normalizeLanguage(language: string): string {
  if (typeof language !== 'string' || !language.trim()) {
    throw new Error(
      `Localization: a language code must be a non-empty string (got ${JSON.stringify(language)}).`,
    );
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

/**
 * The languages an app has loaded and the one in use. Framework-free: `LocalizationProvider`
 * wraps one, and components read it through hooks. Create one with
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

/** One loaded language: its code as first given, its own values, and en-GB merged with them (made on first read). */
interface Loaded {
  code: string;
  values: PartialLocaleValues;
  merged?: LocaleValues;
}

function createStore(
  language: string = DEFAULT_LANGUAGE,
  locales: Record<string, PartialLocaleValues> = {},
): LocalizationStore {
  const languages = new Map<string, Loaded>();
  const listeners = new Set<() => void>();
  let version = 0;

  const remember = (code: string, values: PartialLocaleValues) => {
    const key = normalizeLanguage(code);
    languages.set(key, { code: languages.get(key)?.code ?? code.trim(), values: deepMerge(values) });
  };
  const loaded = () => [...languages.values()].map((entry) => entry.code);
  /** The key of a loaded language; a clear error for any other. */
  const find = (code: string, action: string) => {
    const key = normalizeLanguage(code);
    if (!languages.has(key)) {
      throw new Error(
        `Localization: cannot ${action} language "${code}": it was never loaded. Loaded languages: ${loaded().join(', ')}. Load it first, e.g. load('${code}', values).`,
      );
    }
    return key;
  };
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  remember(DEFAULT_LANGUAGE, {});
  for (const [code, values] of Object.entries(locales)) remember(code, values);
  let current = find(language, 'use');

  return {
    get language() {
      return languages.get(current)!.code;
    },
    get loaded() {
      return loaded();
    },
    load(code, values) {
      remember(code, values);
      changed();
    },
    patch(code, values) {
      const entry = languages.get(find(code, 'patch'))!;
      entry.values = deepMerge(entry.values, values);
      entry.merged = undefined;
      changed();
    },
    setLanguage(code) {
      const key = find(code, 'use');
      if (key === current) return;
      current = key;
      changed();
    },
    get(code) {
      const entry = languages.get(code === undefined ? current : find(code, 'read'))!;
      return (entry.merged ??= deepMerge(enGB, entry.values));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

/** Creates a store: `new LocalizationStore(language = 'en-GB', locales = {})`. */
export const LocalizationStore = createStore as unknown as new (
  language?: string,
  locales?: Record<string, PartialLocaleValues>,
) => LocalizationStore;

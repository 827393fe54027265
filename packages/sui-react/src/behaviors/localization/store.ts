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

/** A deep copy of plain objects and arrays; other values as they are. */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = deepClone(item);
  return out as T;
}

/** A deep copy of `base` with `patch` merged in; arrays are replaced, not merged. */
export function deepMerge<T>(base: T, patch: RecursivePartial<T> | undefined): T {
  const out = deepClone(base);
  if (!isPlainObject(out) || !isPlainObject(patch))
    return patch === undefined ? out : (deepClone(patch) as T);
  const target = out as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    target[key] =
      isPlainObject(value) && isPlainObject(target[key]) ? deepMerge(target[key], value) : deepClone(value);
  }
  return out;
}

/** Replaces each `#{key}` in `text` with its value: `interpolate('Max #{max}', { max: 5 })`. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/#\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The languages an app has loaded and the one in use. Framework-free: `LocalizationProvider`
 * wraps one, and components read it through hooks.
 */
export class LocalizationStore {
  private current: string;
  private readonly codes = new Map<string, string>();
  private readonly partials = new Map<string, PartialLocaleValues>();
  private readonly merged = new Map<string, LocaleValues>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(language: string = DEFAULT_LANGUAGE, locales: Record<string, PartialLocaleValues> = {}) {
    this.remember(DEFAULT_LANGUAGE, {});
    for (const [code, values] of Object.entries(locales)) this.remember(code, values);
    this.current = this.require(language, 'use');
  }

  /** The language in use, as it was first loaded (e.g. `en-GB`). */
  get language(): string {
    return this.codes.get(this.current)!;
  }

  /** The codes of every loaded language. */
  get loaded(): string[] {
    return [...this.codes.values()];
  }

  /** Adds (or replaces) a language; anything it leaves out comes from en-GB. */
  load(language: string, values: PartialLocaleValues): void {
    this.remember(language, values);
    this.changed();
  }

  /** Deep-merges changes into a loaded language; components using it update at once. */
  patch(language: string, values: PartialLocaleValues): void {
    const key = this.require(language, 'patch');
    this.partials.set(key, deepMerge(this.partials.get(key)!, values));
    this.merged.delete(key);
    this.changed();
  }

  /** Switches every component to a loaded language. */
  setLanguage(language: string): void {
    const key = this.require(language, 'use');
    if (key === this.current) return;
    this.current = key;
    this.changed();
  }

  /** The full values of a language (default: the one in use): en-GB with the language's values merged in. */
  get(language?: string): LocaleValues {
    const key = language === undefined ? this.current : this.require(language, 'read');
    let values = this.merged.get(key);
    if (!values) {
      values = deepMerge(enGB, this.partials.get(key));
      this.merged.set(key, values);
    }
    return values;
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes whenever the language or any loaded values change. */
  readonly getVersion = (): number => this.version;

  private remember(language: string, values: PartialLocaleValues): void {
    const key = normalizeLanguage(language);
    this.codes.set(key, this.codes.get(key) ?? language.trim());
    this.partials.set(key, deepClone(values));
    this.merged.delete(key);
  }

  private require(language: string, action: string): string {
    const key = normalizeLanguage(language);
    if (!this.partials.has(key)) {
      throw new Error(
        `Localization: cannot ${action} language "${language}": it was never loaded. Loaded languages: ${this.loaded.join(', ')}. Load it first, e.g. load('${language}', values).`,
      );
    }
    return key;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

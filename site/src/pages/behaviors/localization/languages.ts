import type { PartialLocaleValues } from 'sui-react/localization';

/** A built-in language: its name, its code and how to load its values. */
export interface Language {
  /** The name people choose it by, e.g. `English (UK)`. */
  name: string;
  /** The code it is loaded under, e.g. `en-GB`. */
  code: string;
  /**
   * Loads its values, the default export of `sui-react/locales/<code>`. Each language is a chunk of
   * its own, fetched the first time someone picks it.
   */
  values: () => Promise<PartialLocaleValues>;
}

/** Every built-in language, in the order the page lists them. */
export const languages: Language[] = [
  {
    name: 'English (Australian)',
    code: 'en-AU',
    values: async () => (await import('sui-react/locales/en-AU')).default,
  },
  {
    name: 'English (UK)',
    code: 'en-GB',
    values: async () => (await import('sui-react/locales/en-GB')).default,
  },
  {
    name: 'English (US)',
    code: 'en-US',
    values: async () => (await import('sui-react/locales/en-US')).default,
  },
  { name: 'Spanish', code: 'es', values: async () => (await import('sui-react/locales/es')).default },
  { name: 'Italian', code: 'it', values: async () => (await import('sui-react/locales/it')).default },
  { name: 'Portuguese', code: 'pt', values: async () => (await import('sui-react/locales/pt')).default },
  { name: 'French', code: 'fr', values: async () => (await import('sui-react/locales/fr')).default },
  { name: 'German', code: 'de', values: async () => (await import('sui-react/locales/de')).default },
  { name: 'Russian', code: 'ru', values: async () => (await import('sui-react/locales/ru')).default },
  { name: 'Hebrew', code: 'he', values: async () => (await import('sui-react/locales/he')).default },
  { name: 'Dutch', code: 'nl', values: async () => (await import('sui-react/locales/nl')).default },
  { name: 'Georgian', code: 'ge', values: async () => (await import('sui-react/locales/ge')).default },
];

/** A language with its variants: `English` with `Australian`, `UK` and `US`; `Spanish` alone. */
export interface LanguageFamily {
  /** The language, e.g. `English`. */
  name: string;
  /** The code, when the language has no variants. */
  code?: string;
  /** The variants, e.g. `{ name: 'UK', code: 'en-GB' }`, when it has any. */
  variants: { name: string; code: string }[];
}

/**
 * Groups languages by the name before the brackets, keeping their order: `English (UK)` becomes
 * the variant `UK` of `English`.
 */
export function languageFamilies(list: readonly Pick<Language, 'name' | 'code'>[]): LanguageFamily[] {
  const families: LanguageFamily[] = [];
  for (const { name, code } of list) {
    const match = /^(.+?)\s*\((.+)\)$/.exec(name);
    if (!match) {
      families.push({ name, code, variants: [] });
      continue;
    }
    const [, family, variant] = match as unknown as [string, string, string];
    let entry = families.find((f) => f.name === family && f.code === undefined);
    if (!entry) {
      entry = { name: family, variants: [] };
      families.push(entry);
    }
    entry.variants.push({ name: variant, code });
  }
  return families;
}

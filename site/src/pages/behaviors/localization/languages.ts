import type { PartialLocaleValues } from 'sui-react/localization';

/** A built-in language: the name people choose it by and the code it is loaded under. */
export interface Language {
  /** The name people choose it by, e.g. `English (UK)`. */
  name: string;
  /** The code it is loaded under, e.g. `en-GB`. */
  code: string;
}

/** Every built-in language, in the order the page lists them. */
export const languages: Language[] = [
  { name: 'English (Australian)', code: 'en-AU' },
  { name: 'English (UK)', code: 'en-GB' },
  { name: 'English (US)', code: 'en-US' },
  { name: 'Spanish', code: 'es' },
  { name: 'Italian', code: 'it' },
  { name: 'Portuguese', code: 'pt' },
  { name: 'French', code: 'fr' },
  { name: 'German', code: 'de' },
  { name: 'Russian', code: 'ru' },
  { name: 'Hebrew', code: 'he' },
  { name: 'Dutch', code: 'nl' },
  { name: 'Georgian', code: 'ge' },
];

/**
 * Loads the values of a built-in language, the default export of `sui-react/locales/<code>`. Each
 * language is a chunk of its own, and so is the table of their imports (`./locales`): both load
 * the first time someone picks a language, not with the page.
 */
export async function localeValues(code: string): Promise<PartialLocaleValues> {
  const { LOCALES } = await import('./locales');
  const load = LOCALES[code];
  if (!load) throw new Error(`No built-in language has the code "${code}".`);
  return (await load()).default;
}

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

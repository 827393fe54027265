import type { PartialLocaleValues } from 'sui-react/localization';
import de from 'sui-react/locales/de';
import enAU from 'sui-react/locales/en-AU';
import enGB from 'sui-react/locales/en-GB';
import enUS from 'sui-react/locales/en-US';
import es from 'sui-react/locales/es';
import fr from 'sui-react/locales/fr';
import ge from 'sui-react/locales/ge';
import he from 'sui-react/locales/he';
import it from 'sui-react/locales/it';
import nl from 'sui-react/locales/nl';
import pt from 'sui-react/locales/pt';
import ru from 'sui-react/locales/ru';

/** A built-in language: its name, its code and its values. */
export interface Language {
  /** The name people choose it by, e.g. `English (UK)`. */
  name: string;
  /** The code it is loaded under, e.g. `en-GB`. */
  code: string;
  /** Its values, the default export of `sui-react/locales/<code>`. */
  values: PartialLocaleValues;
}

/** Every built-in language, in the order the page lists them. */
export const languages: Language[] = [
  { name: 'English (Australian)', code: 'en-AU', values: enAU },
  { name: 'English (UK)', code: 'en-GB', values: enGB },
  { name: 'English (US)', code: 'en-US', values: enUS },
  { name: 'Spanish', code: 'es', values: es },
  { name: 'Italian', code: 'it', values: it },
  { name: 'Portuguese', code: 'pt', values: pt },
  { name: 'French', code: 'fr', values: fr },
  { name: 'German', code: 'de', values: de },
  { name: 'Russian', code: 'ru', values: ru },
  { name: 'Hebrew', code: 'he', values: he },
  { name: 'Dutch', code: 'nl', values: nl },
  { name: 'Georgian', code: 'ge', values: ge },
];

/** The same languages by code, ready for `<LocalizationProvider locales={...}>`. */
export const locales: Record<string, PartialLocaleValues> = Object.fromEntries(
  languages.map(({ code, values }) => [code, values]),
);

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

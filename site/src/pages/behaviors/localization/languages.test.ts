import { LocalizationStore } from 'sui-react/localization';
import { describe, expect, it } from 'vitest';
import { languageFamilies, languages, localeValues } from './languages';
import { LOCALES } from './locales';

describe('languages', () => {
  it('lists the 12 built-in languages with the codes of spec §9, en-GB among them', () => {
    expect(languages.map((l) => `${l.name} ${l.code}`)).toEqual([
      'English (Australian) en-AU',
      'English (UK) en-GB',
      'English (US) en-US',
      'Spanish es',
      'Italian it',
      'Portuguese pt',
      'French fr',
      'German de',
      'Russian ru',
      'Hebrew he',
      'Dutch nl',
      'Georgian ge',
    ]);
  });

  it('knows how to import every language it lists, and no other', () => {
    expect(Object.keys(LOCALES)).toEqual(languages.map((l) => l.code));
  });

  it('refuses a code it has no language for, naming it', async () => {
    await expect(localeValues('xx')).rejects.toThrow('No built-in language has the code "xx".');
  });

  it('loads every language, and each reads back in a store', async () => {
    const locales = Object.fromEntries(
      await Promise.all(languages.map(async (l) => [l.code, await localeValues(l.code)] as const)),
    );
    const store = new LocalizationStore('en-GB', locales);
    expect(store.loaded).toEqual(['en-GB', ...languages.map((l) => l.code).filter((c) => c !== 'en-GB')]);
    expect(store.get('fr').select.single.placeholder).toBe('Choisissez-en un');
    expect(store.get('he').direction).toBe('rtl');
    expect(store.get('en-US').datepicker.firstDayOfWeek).toBe(0);
  });
});

describe('languageFamilies', () => {
  it('groups the built-in languages: English with three variants, then the others alone', () => {
    const families = languageFamilies(languages);
    expect(families[0]).toEqual({
      name: 'English',
      variants: [
        { name: 'Australian', code: 'en-AU' },
        { name: 'UK', code: 'en-GB' },
        { name: 'US', code: 'en-US' },
      ],
    });
    expect(families.slice(1)).toEqual(
      ['es', 'it', 'pt', 'fr', 'de', 'ru', 'he', 'nl', 'ge'].map((code) => ({
        name: languages.find((l) => l.code === code)!.name,
        code,
        variants: [],
      })),
    );
  });

  it('keeps the order of first appearance, even when variants are apart', () => {
    expect(
      languageFamilies([
        { name: 'Portuguese (Brazil)', code: 'pt-BR' },
        { name: 'German', code: 'de' },
        { name: 'Portuguese (Portugal)', code: 'pt-PT' },
      ]),
    ).toEqual([
      {
        name: 'Portuguese',
        variants: [
          { name: 'Brazil', code: 'pt-BR' },
          { name: 'Portugal', code: 'pt-PT' },
        ],
      },
      { name: 'German', code: 'de', variants: [] },
    ]);
  });

  it('does not put variants under a language of the same name that has its own code', () => {
    expect(
      languageFamilies([
        { name: 'Spanish', code: 'es' },
        { name: 'Spanish (Mexico)', code: 'es-MX' },
      ]),
    ).toEqual([
      { name: 'Spanish', code: 'es', variants: [] },
      { name: 'Spanish', variants: [{ name: 'Mexico', code: 'es-MX' }] },
    ]);
  });

  it('reads names with spaces and nested words, and gives nothing for an empty list', () => {
    expect(languageFamilies([{ name: 'Chinese  (Traditional, Taiwan)', code: 'zh-TW' }])).toEqual([
      { name: 'Chinese', variants: [{ name: 'Traditional, Taiwan', code: 'zh-TW' }] },
    ]);
    expect(languageFamilies([])).toEqual([]);
  });
});

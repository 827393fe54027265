import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import enGB from './locales/en-GB.js';
import { LocalizationStore, deepMerge, interpolate, normalizeLanguage } from './store.js';

describe('LocalizationStore', () => {
  it('starts in en-GB with the complete English (UK) values', () => {
    const store = new LocalizationStore();
    expect(store.language).toBe('en-GB');
    expect(store.get().select.single.placeholder).toBe('Select one');
    expect(store.get().select.multi.placeholder).toBe('Select...');
    expect(store.get().search.noResults).toEqual({
      header: 'No Results',
      message: 'Your search returned no results.',
    });
    expect(store.get().datepicker.firstDayOfWeek).toBe(1);
  });

  it('treats en-GB, engb and enGB as one language', () => {
    expect(normalizeLanguage('en-GB')).toBe('engb');
    expect(normalizeLanguage('enGB')).toBe('engb');
    expect(normalizeLanguage('engb')).toBe('engb');
    const store = new LocalizationStore();
    store.load('enUS', { datepicker: { firstDayOfWeek: 0 } });
    store.setLanguage('en-US');
    expect(store.get().datepicker.firstDayOfWeek).toBe(0);
    expect(store.language).toBe('enUS');
  });

  it('fills what a language leaves out from en-GB, deeply', () => {
    const store = new LocalizationStore('fr', { fr: { search: { placeholder: 'Cherche...' } } });
    const fr = store.get();
    expect(fr.search.placeholder).toBe('Cherche...');
    expect(fr.search.noResults.header).toBe('No Results');
    expect(fr.datepicker.months).toEqual(enGB.datepicker.months);
  });

  it('patch deep-merges and notifies at once', () => {
    const store = new LocalizationStore('fr', { fr: { search: { placeholder: 'Cherche...' } } });
    const listener = vi.fn();
    store.subscribe(listener);
    store.patch('fr', { search: { noResults: { header: 'Rien' } } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().search).toEqual({
      placeholder: 'Cherche...',
      resultsMessage: 'Results: #{count}',
      noResults: { header: 'Rien', message: 'Your search returned no results.' },
    });
  });

  it('names the language and the loaded ones when a language was never loaded', () => {
    const store = new LocalizationStore('en-GB', { es: {} });
    expect(() => store.setLanguage('fr')).toThrow(
      'Localization: cannot use language "fr": it was never loaded. Loaded languages: en-GB, es.',
    );
    expect(() => store.get('de')).toThrow('Localization: cannot read language "de"');
    expect(() => store.patch('it', {})).toThrow('Localization: cannot patch language "it"');
    expect(() => new LocalizationStore('ru')).toThrow('cannot use language "ru"');
    expect(() => store.setLanguage('')).toThrow('Localization: language code must be a non-empty string');
  });

  it('never lets a caller change the stored values through a returned object', () => {
    const values = { search: { placeholder: 'A' } };
    const store = new LocalizationStore('x', { x: values });
    values.search.placeholder = 'changed';
    expect(store.get().search.placeholder).toBe('A');
  });
});

describe('deepMerge', () => {
  it('keeps every key of the base and takes every defined key of the patch', () => {
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.array(fc.string(), { maxLength: 3 }));
    const tree = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.oneof(leaf, fc.dictionary(fc.constantFrom('x', 'y'), leaf)),
    );
    fc.assert(
      fc.property(tree, tree, (base, patch) => {
        const merged = deepMerge(base, patch as never) as Record<string, unknown>;
        for (const key of Object.keys(base)) expect(merged).toHaveProperty(key);
        for (const [key, value] of Object.entries(patch)) {
          const isObject = typeof value === 'object' && !Array.isArray(value);
          const baseIsObject = typeof base[key] === 'object' && !Array.isArray(base[key]);
          if (!isObject || !baseIsObject) expect(merged[key]).toEqual(value);
        }
      }),
    );
  });
});

describe('interpolate', () => {
  it('replaces each #{key} and leaves unknown keys alone', () => {
    expect(interpolate('Max #{max} selections', { max: 5 })).toBe('Max 5 selections');
    expect(interpolate('#{count} of #{count}', { count: 2 })).toBe('2 of 2');
    expect(interpolate('#{other}', { max: 1 })).toBe('#{other}');
  });
});

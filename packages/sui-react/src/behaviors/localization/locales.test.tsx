import { act, render, screen } from '@testing-library/react';
import { format, type Locale } from 'date-fns';
import { enGB as dateFnsEnGB } from 'date-fns/locale';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { LocalizationProvider, useLocaleValues, useLocalization } from './LocalizationProvider.js';
import type { Localization } from './LocalizationProvider.js';
import { LocalizationStore } from './store.js';
import type { LocaleValues, PartialLocaleValues } from './types.js';
import de from './locales/de.js';
import enAU from './locales/en-AU.js';
import enGB from './locales/en-GB.js';
import enUS from './locales/en-US.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import ge from './locales/ge.js';
import he from './locales/he.js';
import it_ from './locales/it.js';
import nl from './locales/nl.js';
import pt from './locales/pt.js';
import ru from './locales/ru.js';

interface Expected {
  module: PartialLocaleValues;
  january: string;
  december: string;
  sunday: string;
  monday: string;
  narrow: string[];
  firstDayOfWeek: number;
  /** 14 March 2021, 15:05 in each format. */
  formatted: { date: string; datetime: string; time: string; month: string; year: string };
  search: [placeholder: string, header: string, message: string, results: string];
  select: [noResults: string, single: string, multi: string, max: string, selected: string];
  direction: 'ltr' | 'rtl';
}

const englishSearch: Expected['search'] = [
  'Search...',
  'No Results',
  'Your search returned no results.',
  'Results: #{count}',
];
const englishSelect: Expected['select'] = [
  'No results',
  'Select one',
  'Select...',
  'Max #{max} selections',
  '#{count} selections',
];
const englishNames = {
  january: 'January',
  december: 'December',
  sunday: 'Sunday',
  monday: 'Monday',
  narrow: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
};
const ukFormats = {
  date: '14 March 2021',
  datetime: '14 March 2021 3:05 PM',
  time: '3:05 PM',
  month: 'March 2021',
  year: '2021',
};

/** Every built-in language, with what a reader of that language expects to see. */
const LOCALES: Record<string, Expected> = {
  'en-GB': {
    module: enGB,
    ...englishNames,
    firstDayOfWeek: 1,
    formatted: ukFormats,
    search: englishSearch,
    select: englishSelect,
    direction: 'ltr',
  },
  'en-AU': {
    module: enAU,
    ...englishNames,
    firstDayOfWeek: 0,
    formatted: ukFormats,
    search: englishSearch,
    select: englishSelect,
    direction: 'ltr',
  },
  'en-US': {
    module: enUS,
    ...englishNames,
    firstDayOfWeek: 0,
    formatted: {
      date: 'March 14, 2021',
      datetime: 'March 14, 2021 3:05 PM',
      time: '3:05 PM',
      month: 'March 2021',
      year: '2021',
    },
    search: englishSearch,
    select: englishSelect,
    direction: 'ltr',
  },
  es: {
    module: es,
    january: 'Enero',
    december: 'Diciembre',
    sunday: 'Domingo',
    monday: 'Lunes',
    narrow: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 de Marzo de 2021',
      datetime: '14 de Marzo de 2021 15:05',
      time: '15:05',
      month: 'Marzo de 2021',
      year: '2021',
    },
    search: ['Buscar...', 'Sin resultados', 'Su búsqueda no produjo resultados.', 'Resultados: #{count}'],
    select: [
      'Sin resultados',
      'Seleccione uno',
      'Seleccione...',
      'Puede elegir hasta #{max}',
      'Seleccionados #{count}',
    ],
    direction: 'ltr',
  },
  it: {
    module: it_,
    january: 'Gennaio',
    december: 'Dicembre',
    sunday: 'Domenica',
    monday: 'Lunedì',
    narrow: ['D', 'L', 'M', 'M', 'G', 'V', 'S'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 Marzo 2021',
      datetime: '14 Marzo 2021 15:05',
      time: '15:05',
      month: 'Marzo 2021',
      year: '2021',
    },
    search: ['Cerca...', 'Nessun risultato', 'La ricerca non ha prodotto risultati.', 'Risultati: #{count}'],
    select: [
      'Nessun risultato',
      'Scegli uno',
      'Scegli...',
      'Puoi effettuare fino a #{max} scelte.',
      '#{count} scelte',
    ],
    direction: 'ltr',
  },
  pt: {
    module: pt,
    january: 'Janeiro',
    december: 'Dezembro',
    sunday: 'Domingo',
    monday: 'Segunda-feira',
    narrow: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 de Março de 2021',
      datetime: '14 de Março de 2021 15:05',
      time: '15:05',
      month: 'Março de 2021',
      year: '2021',
    },
    search: ['Pesquisar...', 'Sem resultados', 'A pesquisa não devolveu resultados.', 'Resultados: #{count}'],
    select: [
      'Sem resultados',
      'Escolha uma opção',
      'Escolher...',
      'Max #{max} opções',
      '#{count} selecionados',
    ],
    direction: 'ltr',
  },
  fr: {
    module: fr,
    january: 'Janvier',
    december: 'Décembre',
    sunday: 'Dimanche',
    monday: 'Lundi',
    narrow: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 Mars 2021',
      datetime: '14 Mars 2021 15:05',
      time: '15:05',
      month: 'Mars 2021',
      year: '2021',
    },
    search: [
      'Cherche...',
      'Aucun résultat',
      "Votre recherche n'a donné aucun résultat.",
      'Résultats : #{count}',
    ],
    select: [
      'Aucun résultat',
      'Choisissez-en un',
      'Choisissez-en...',
      'Max #{max} sélections',
      '#{count} sélections',
    ],
    direction: 'ltr',
  },
  de: {
    module: de,
    january: 'Januar',
    december: 'Dezember',
    sunday: 'Sonntag',
    monday: 'Montag',
    narrow: ['S', 'M', 'D', 'M', 'D', 'F', 'S'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14. März 2021',
      datetime: '14. März 2021 15:05',
      time: '15:05',
      month: 'März 2021',
      year: '2021',
    },
    search: ['Suchen...', 'Keine Ergebnisse', 'Ihre Suche ergab keine Treffer.', 'Ergebnisse: #{count}'],
    select: [
      'Keine Ergebnisse',
      'Eintrag auswählen...',
      'Einträge auswählen...',
      'Höchstens #{max} Einträge',
      '#{count} Einträge ausgewählt',
    ],
    direction: 'ltr',
  },
  ru: {
    module: ru,
    january: 'Январь',
    december: 'Декабрь',
    sunday: 'Воскресенье',
    monday: 'Понедельник',
    narrow: ['В', 'П', 'В', 'С', 'Ч', 'П', 'С'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14.03.2021',
      datetime: '14.03.2021 15:05',
      time: '15:05',
      month: 'Март 2021',
      year: '2021',
    },
    search: ['Поиск...', 'Нет результатов', 'По вашему запросу ничего не найдено.', 'Найдено: #{count}'],
    select: [
      'Нет результатов',
      'Выберите одно значение',
      'Выберите...',
      'Не более #{max} значений',
      'Выбрано: #{count}',
    ],
    direction: 'ltr',
  },
  he: {
    module: he,
    january: 'ינואר',
    december: 'דצמבר',
    sunday: 'יום ראשון',
    monday: 'יום שני',
    narrow: ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'],
    firstDayOfWeek: 0,
    formatted: {
      date: '14 מרץ 2021',
      datetime: '14 מרץ 2021 15:05',
      time: '15:05',
      month: 'מרץ 2021',
      year: '2021',
    },
    search: ['חיפוש...', 'אין תוצאות', 'החיפוש לא החזיר תוצאות.', 'תוצאות: #{count}'],
    select: ['אין תוצאות', 'בחר אחד', 'בחר...', 'עד #{max} בחירות', '#{count} נבחרו'],
    direction: 'rtl',
  },
  nl: {
    module: nl,
    january: 'Januari',
    december: 'December',
    sunday: 'Zondag',
    monday: 'Maandag',
    narrow: ['Z', 'M', 'D', 'W', 'D', 'V', 'Z'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 Maart 2021',
      datetime: '14 Maart 2021 15:05',
      time: '15:05',
      month: 'Maart 2021',
      year: '2021',
    },
    search: [
      'Zoeken...',
      'Geen resultaten',
      'Je zoekopdracht heeft geen resultaten opgeleverd.',
      'Resultaten: #{count}',
    ],
    select: ['Geen resultaten', 'Kies er een', 'Kies...', 'Maximaal #{max} keuzes', '#{count} gekozen'],
    direction: 'ltr',
  },
  ge: {
    module: ge,
    january: 'იანვარი',
    december: 'დეკემბერი',
    sunday: 'კვირა',
    monday: 'ორშაბათი',
    narrow: ['კ', 'ო', 'ს', 'ო', 'ხ', 'პ', 'შ'],
    firstDayOfWeek: 1,
    formatted: {
      date: '14 მარტი 2021',
      datetime: '14 მარტი 2021 15:05',
      time: '15:05',
      month: 'მარტი 2021',
      year: '2021',
    },
    search: ['ძებნა...', 'შედეგები ვერ მოიძებნა', 'თქვენი ძიებით ვერაფერი მოიძებნა.', 'შედეგები: #{count}'],
    select: [
      'შედეგები ვერ მოიძებნა',
      'აირჩიეთ ერთი',
      'აირჩიეთ...',
      'მაქსიმუმ #{max} არჩევანი',
      'არჩეულია: #{count}',
    ],
    direction: 'ltr',
  },
};

/** A date-fns locale that takes its names from our values (the rest from date-fns' English). */
function dateFnsLocale(values: LocaleValues): Locale {
  const { datepicker: dp } = values;
  return {
    ...dateFnsEnGB,
    localize: {
      ...dateFnsEnGB.localize,
      month: (index: number, options?: { width?: string }) =>
        options?.width === 'abbreviated' ? dp.monthsShort[index] : dp.months[index],
      day: (index: number, options?: { width?: string }) =>
        options?.width === 'narrow'
          ? dp.weekdaysNarrow[index]
          : options?.width === 'abbreviated' || options?.width === 'short'
            ? dp.weekdaysShort[index]
            : dp.weekdays[index],
      dayPeriod: (period: string) =>
        period === 'am' ? dp.timesOfDayUppercase[0] : dp.timesOfDayUppercase[1],
    } as Locale['localize'],
  };
}

/** Loads each language into a fresh store and returns its full values. */
function valuesOf(code: string, module: PartialLocaleValues): LocaleValues {
  return new LocalizationStore(code, { [code]: module }).get();
}

const FIXED = new Date(2021, 2, 14, 15, 5);

describe.each(Object.entries(LOCALES))('built-in language %s', (code, expected) => {
  const values = valuesOf(code, expected.module);
  const dp = values.datepicker;

  it('has 12 distinct month names and 12 distinct short names, January first', () => {
    expect(dp.months).toHaveLength(12);
    expect(new Set(dp.months).size).toBe(12);
    expect(dp.monthsShort).toHaveLength(12);
    expect(new Set(dp.monthsShort).size).toBe(12);
    expect(dp.months[0]).toBe(expected.january);
    expect(dp.months[11]).toBe(expected.december);
    for (const name of [...dp.months, ...dp.monthsShort]) expect(name.trim()).not.toBe('');
  });

  it('lists the weekdays Sunday first, with short and narrow names', () => {
    expect(dp.weekdays).toHaveLength(7);
    expect(new Set(dp.weekdays).size).toBe(7);
    expect(dp.weekdays[0]).toBe(expected.sunday);
    expect(dp.weekdays[1]).toBe(expected.monday);
    expect(dp.weekdaysShort).toHaveLength(7);
    expect(new Set(dp.weekdaysShort).size).toBe(7);
    expect(dp.weekdaysNarrow).toEqual(expected.narrow);
  });

  it('has formats that date-fns accepts and that read naturally', () => {
    const locale = dateFnsLocale(values);
    for (const [mode, text] of Object.entries(expected.formatted)) {
      const pattern = dp.formats[mode as keyof typeof dp.formats];
      expect(format(FIXED, pattern, { locale }), `${code} ${mode}: ${pattern}`).toBe(text);
    }
    // Titles and dates that spell the month out use this language's name for it.
    for (const mode of ['month', 'date'] as const) {
      if (dp.formats[mode].includes('MMMM')) {
        expect(format(FIXED, dp.formats[mode], { locale })).toContain(dp.months[2]);
      }
    }
  });

  it('says in its own words why a form refuses a datepicker value', () => {
    expect(dp.messages.invalid).toContain('#{example}');
    expect(dp.messages.tooEarly).toContain('#{date}');
    expect(dp.messages.tooLate).toContain('#{date}');
    expect(dp.messages.disabled).toContain('#{date}');
    expect(new Set(Object.values(dp.messages)).size).toBe(4);
    expect(dp.rangeLabels.start).not.toBe(dp.rangeLabels.end);
    if (!code.startsWith('en')) {
      expect(dp.rangeLabels).not.toEqual(valuesOf('en-GB', enGB).datepicker.rangeLabels);
    }
    if (!code.startsWith('en')) {
      expect(dp.messages).not.toEqual(valuesOf('en-GB', enGB).datepicker.messages);
    }
  });

  it('starts the week on the right day and reads in the right direction', () => {
    expect(dp.firstDayOfWeek).toBe(expected.firstDayOfWeek);
    expect(values.direction).toBe(expected.direction);
  });

  it('has the search and select texts', () => {
    expect(values.search).toEqual({
      placeholder: expected.search[0],
      resultsMessage: expected.search[3],
      noResults: { header: expected.search[1], message: expected.search[2] },
    });
    expect(values.select).toEqual({
      noResultsMessage: expected.select[0],
      single: { placeholder: expected.select[1] },
      multi: {
        placeholder: expected.select[2],
        maxSelectedMessage: expected.select[3],
        selectedMessage: expected.select[4],
      },
    });
    expect(values.select.multi.maxSelectedMessage).toContain('#{max}');
    expect(values.select.multi.selectedMessage).toContain('#{count}');
    expect(values.search.resultsMessage).toContain('#{count}');
  });
});

describe('the built-in language modules', () => {
  it('leave out nothing a non-English language needs to translate', () => {
    for (const [code, { module }] of Object.entries(LOCALES)) {
      if (code.startsWith('en')) continue;
      expect(Object.keys(module.datepicker ?? {}), code).toEqual(
        expect.arrayContaining([
          'months',
          'monthsShort',
          'weekdays',
          'weekdaysShort',
          'weekdaysNarrow',
          'messages',
          'rangeLabels',
        ]),
      );
      expect(module.search?.noResults?.message, code).toBeTruthy();
      expect(module.select?.multi?.selectedMessage, code).toBeTruthy();
    }
  });

  it('each give their placeholders to components after load and setLanguage', () => {
    let api: Localization | undefined;
    function Grab() {
      const localization = useLocalization();
      useEffect(() => {
        api = localization;
      });
      return null;
    }
    function Texts() {
      const search = useLocaleValues('search');
      const select = useLocaleValues('select');
      return (
        <>
          <p data-testid="search">{search.placeholder}</p>
          <p data-testid="select">{select.single.placeholder}</p>
        </>
      );
    }
    render(
      <LocalizationProvider>
        <Texts />
        <Grab />
      </LocalizationProvider>,
    );
    for (const [code, expected] of Object.entries(LOCALES)) {
      act(() => {
        api!.load(code, expected.module);
        api!.setLanguage(code);
      });
      expect(api!.language).toBe(code);
      expect(screen.getByTestId('search')).toHaveTextContent(expected.search[0]);
      expect(screen.getByTestId('select')).toHaveTextContent(expected.select[1]);
    }
  });
});

describe('the slider section', () => {
  const names: Record<string, [string, string]> = {
    'en-GB': ['Minimum', 'Maximum'],
    'en-US': ['Minimum', 'Maximum'],
    'en-AU': ['Minimum', 'Maximum'],
    de: ['Minimum', 'Maximum'],
    es: ['Mínimo', 'Máximo'],
    fr: ['Minimum', 'Maximum'],
    ge: ['მინიმუმი', 'მაქსიმუმი'],
    he: ['מינימום', 'מקסימום'],
    it: ['Minimo', 'Massimo'],
    nl: ['Minimum', 'Maximum'],
    pt: ['Mínimo', 'Máximo'],
    ru: ['Минимум', 'Максимум'],
  };
  it.each(Object.entries(LOCALES))('%s names the two thumbs of a range slider', (code, { module }) => {
    const [minimum, maximum] = names[code]!;
    expect(valuesOf(code, module).slider).toEqual({ minimum, maximum });
    // Each language module carries the section itself (en-US and en-AU through en-GB).
    expect(module.slider).toEqual({ minimum, maximum });
  });
});

import type { PartialLocaleValues } from '../types.js';

/** Dutch (nl). Whatever is left out comes from English (UK). */
const nl: PartialLocaleValues = {
  datepicker: {
    months: [
      'Januari',
      'Februari',
      'Maart',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Augustus',
      'September',
      'Oktober',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mrt', 'Apr', 'Mei', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dec'],
    weekdays: ['Zondag', 'Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag'],
    weekdaysShort: ['Zo', 'Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za'],
    weekdaysNarrow: ['Z', 'M', 'D', 'W', 'D', 'V', 'Z'],
    formats: {
      time: 'HH:mm',
      datetime: 'd MMMM yyyy HH:mm',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Voer een waarde in zoals #{example}.',
      tooEarly: 'Kies #{date} of later.',
      tooLate: 'Kies #{date} of eerder.',
      disabled: '#{date} kan niet worden gekozen.',
    },
    rangeLabels: { start: 'Begindatum', end: 'Einddatum' },
  },
  search: {
    placeholder: 'Zoeken...',
    resultsMessage: 'Resultaten: #{count}',
    noResults: {
      header: 'Geen resultaten',
      message: 'Je zoekopdracht heeft geen resultaten opgeleverd.',
    },
  },
  select: {
    noResultsMessage: 'Geen resultaten',
    single: {
      placeholder: 'Kies er een',
    },
    multi: {
      placeholder: 'Kies...',
      maxSelectedMessage: 'Maximaal #{max} keuzes',
      selectedMessage: '#{count} gekozen',
    },
  },
  slider: {
    minimum: 'Minimum',
    maximum: 'Maximum',
  },
  toast: {
    region: 'Meldingen',
    close: 'Sluiten',
  },
};

export default nl;

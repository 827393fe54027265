import type { PartialLocaleValues } from '../types.js';

/** German (de). Whatever is left out comes from English (UK). */
const de: PartialLocaleValues = {
  datepicker: {
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    monthsShort: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    weekdaysShort: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    weekdaysNarrow: ['S', 'M', 'D', 'M', 'D', 'F', 'S'],
    formats: {
      time: 'HH:mm',
      datetime: 'd. MMMM yyyy HH:mm',
      date: 'd. MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Geben Sie einen Wert wie #{example} ein.',
      tooEarly: 'Wählen Sie #{date} oder später.',
      tooLate: 'Wählen Sie #{date} oder früher.',
      disabled: '#{date} kann nicht gewählt werden.',
    },
    rangeLabels: { start: 'Startdatum', end: 'Enddatum' },
  },
  search: {
    placeholder: 'Suchen...',
    resultsMessage: 'Ergebnisse: #{count}',
    noResults: {
      header: 'Keine Ergebnisse',
      message: 'Ihre Suche ergab keine Treffer.',
    },
  },
  select: {
    noResultsMessage: 'Keine Ergebnisse',
    single: {
      placeholder: 'Eintrag auswählen...',
    },
    multi: {
      placeholder: 'Einträge auswählen...',
      maxSelectedMessage: 'Höchstens #{max} Einträge',
      selectedMessage: '#{count} Einträge ausgewählt',
    },
  },
  slider: {
    minimum: 'Minimum',
    maximum: 'Maximum',
  },
  toast: {
    region: 'Benachrichtigungen',
    close: 'Schließen',
  },
};

export default de;

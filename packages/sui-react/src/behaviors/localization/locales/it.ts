import type { PartialLocaleValues } from '../types.js';

/** Italian (it). Whatever is left out comes from English (UK). */
const it: PartialLocaleValues = {
  datepicker: {
    months: [
      'Gennaio',
      'Febbraio',
      'Marzo',
      'Aprile',
      'Maggio',
      'Giugno',
      'Luglio',
      'Agosto',
      'Settembre',
      'Ottobre',
      'Novembre',
      'Dicembre',
    ],
    monthsShort: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
    weekdays: ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'],
    weekdaysShort: ['Dom', 'Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab'],
    weekdaysNarrow: ['D', 'L', 'M', 'M', 'G', 'V', 'S'],
    formats: {
      time: 'HH:mm',
      datetime: 'd MMMM yyyy HH:mm',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Inserisci un valore come #{example}.',
      tooEarly: 'Scegli #{date} o dopo.',
      tooLate: 'Scegli #{date} o prima.',
      disabled: 'Non si può scegliere #{date}.',
    },
    rangeLabels: { start: 'Data di inizio', end: 'Data di fine' },
  },
  search: {
    placeholder: 'Cerca...',
    resultsMessage: 'Risultati: #{count}',
    noResults: {
      header: 'Nessun risultato',
      message: 'La ricerca non ha prodotto risultati.',
    },
  },
  select: {
    noResultsMessage: 'Nessun risultato',
    single: {
      placeholder: 'Scegli uno',
    },
    multi: {
      placeholder: 'Scegli...',
      maxSelectedMessage: 'Puoi effettuare fino a #{max} scelte.',
      selectedMessage: '#{count} scelte',
    },
  },
  slider: {
    minimum: 'Minimo',
    maximum: 'Massimo',
  },
  toast: {
    region: 'Notifiche',
    close: 'Chiudi',
  },
};

export default it;

import type { PartialLocaleValues } from '../types.js';

/** French (fr). Whatever is left out comes from English (UK). */
const fr: PartialLocaleValues = {
  datepicker: {
    months: [
      'Janvier',
      'Février',
      'Mars',
      'Avril',
      'Mai',
      'Juin',
      'Juillet',
      'Août',
      'Septembre',
      'Octobre',
      'Novembre',
      'Décembre',
    ],
    monthsShort: [
      'Janv.',
      'Févr.',
      'Mars',
      'Avr.',
      'Mai',
      'Juin',
      'Juil.',
      'Août',
      'Sept.',
      'Oct.',
      'Nov.',
      'Déc.',
    ],
    weekdays: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
    weekdaysShort: ['Dim.', 'Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.'],
    weekdaysNarrow: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
    formats: {
      time: 'HH:mm',
      datetime: 'd MMMM yyyy HH:mm',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Saisissez une valeur comme #{example}.',
      tooEarly: 'Choisissez #{date} ou après.',
      tooLate: 'Choisissez #{date} ou avant.',
      disabled: '#{date} ne peut pas être choisi.',
    },
    rangeLabels: { start: 'Date de début', end: 'Date de fin' },
  },
  search: {
    placeholder: 'Cherche...',
    resultsMessage: 'Résultats : #{count}',
    noResults: {
      header: 'Aucun résultat',
      message: "Votre recherche n'a donné aucun résultat.",
    },
  },
  select: {
    noResultsMessage: 'Aucun résultat',
    single: {
      placeholder: 'Choisissez-en un',
    },
    multi: {
      placeholder: 'Choisissez-en...',
      maxSelectedMessage: 'Max #{max} sélections',
      selectedMessage: '#{count} sélections',
    },
  },
  slider: {
    minimum: 'Minimum',
    maximum: 'Maximum',
  },
  toast: {
    region: 'Notifications',
    close: 'Fermer',
  },
};

export default fr;

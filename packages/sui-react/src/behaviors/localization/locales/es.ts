import type { PartialLocaleValues } from '../types.js';

/** Spanish (es). Whatever is left out comes from English (UK). */
const es: PartialLocaleValues = {
  datepicker: {
    months: [
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ],
    monthsShort: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sept', 'Oct', 'Nov', 'Dic'],
    weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
    weekdaysShort: ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'],
    weekdaysNarrow: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
    formats: {
      time: 'HH:mm',
      datetime: "d 'de' MMMM 'de' yyyy HH:mm",
      date: "d 'de' MMMM 'de' yyyy",
      month: "MMMM 'de' yyyy",
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Introduzca un valor como #{example}.',
      tooEarly: 'Elija #{date} o después.',
      tooLate: 'Elija #{date} o antes.',
      disabled: 'No se puede elegir #{date}.',
    },
    rangeLabels: { start: 'Fecha de inicio', end: 'Fecha de fin' },
  },
  search: {
    placeholder: 'Buscar...',
    resultsMessage: 'Resultados: #{count}',
    noResults: {
      header: 'Sin resultados',
      message: 'Su búsqueda no produjo resultados.',
    },
  },
  select: {
    noResultsMessage: 'Sin resultados',
    single: {
      placeholder: 'Seleccione uno',
    },
    multi: {
      placeholder: 'Seleccione...',
      maxSelectedMessage: 'Puede elegir hasta #{max}',
      selectedMessage: 'Seleccionados #{count}',
    },
  },
  slider: {
    minimum: 'Mínimo',
    maximum: 'Máximo',
  },
  toast: {
    region: 'Notificaciones',
    close: 'Cerrar',
  },
};

export default es;

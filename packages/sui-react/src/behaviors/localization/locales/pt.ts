import type { PartialLocaleValues } from '../types.js';

/** Portuguese (pt). Whatever is left out comes from English (UK). */
const pt: PartialLocaleValues = {
  datepicker: {
    months: [
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ],
    monthsShort: [
      'Jan.',
      'Fev.',
      'Mar.',
      'Abr.',
      'Mai.',
      'Jun.',
      'Jul.',
      'Ago.',
      'Set.',
      'Out.',
      'Nov.',
      'Dez.',
    ],
    weekdays: [
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ],
    weekdaysShort: ['Dom.', 'Seg.', 'Ter.', 'Qua.', 'Qui.', 'Sex.', 'Sáb.'],
    weekdaysNarrow: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
    formats: {
      time: 'HH:mm',
      datetime: "d 'de' MMMM 'de' yyyy HH:mm",
      date: "d 'de' MMMM 'de' yyyy",
      month: "MMMM 'de' yyyy",
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Introduza um valor como #{example}.',
      tooEarly: 'Escolha #{date} ou depois.',
      tooLate: 'Escolha #{date} ou antes.',
      disabled: 'Não é possível escolher #{date}.',
    },
    rangeLabels: { start: 'Data de início', end: 'Data de fim' },
  },
  search: {
    placeholder: 'Pesquisar...',
    resultsMessage: 'Resultados: #{count}',
    noResults: {
      header: 'Sem resultados',
      message: 'A pesquisa não devolveu resultados.',
    },
  },
  select: {
    noResultsMessage: 'Sem resultados',
    single: {
      placeholder: 'Escolha uma opção',
    },
    multi: {
      placeholder: 'Escolher...',
      maxSelectedMessage: 'Max #{max} opções',
      selectedMessage: '#{count} selecionados',
    },
  },
  slider: {
    minimum: 'Mínimo',
    maximum: 'Máximo',
  },
  toast: {
    region: 'Notificações',
    close: 'Fechar',
  },
};

export default pt;

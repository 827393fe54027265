import type { PartialLocaleValues } from '../types.js';

/** Russian (ru). Whatever is left out comes from English (UK). */
const ru: PartialLocaleValues = {
  datepicker: {
    months: [
      'Январь',
      'Февраль',
      'Март',
      'Апрель',
      'Май',
      'Июнь',
      'Июль',
      'Август',
      'Сентябрь',
      'Октябрь',
      'Ноябрь',
      'Декабрь',
    ],
    monthsShort: [
      'Янв.',
      'Февр.',
      'Март',
      'Апр.',
      'Май',
      'Июнь',
      'Июль',
      'Авг.',
      'Сент.',
      'Окт.',
      'Нояб.',
      'Дек.',
    ],
    weekdays: ['Воскресенье', 'Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота'],
    weekdaysShort: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
    weekdaysNarrow: ['В', 'П', 'В', 'С', 'Ч', 'П', 'С'],
    formats: {
      time: 'HH:mm',
      datetime: 'dd.MM.yyyy HH:mm',
      date: 'dd.MM.yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Введите значение в виде #{example}.',
      tooEarly: 'Выберите #{date} или позже.',
      tooLate: 'Выберите #{date} или раньше.',
      disabled: '#{date} выбрать нельзя.',
    },
    rangeLabels: { start: 'Дата начала', end: 'Дата окончания' },
  },
  search: {
    placeholder: 'Поиск...',
    resultsMessage: 'Найдено: #{count}',
    noResults: {
      header: 'Нет результатов',
      message: 'По вашему запросу ничего не найдено.',
    },
  },
  select: {
    noResultsMessage: 'Нет результатов',
    single: {
      placeholder: 'Выберите одно значение',
    },
    multi: {
      placeholder: 'Выберите...',
      maxSelectedMessage: 'Не более #{max} значений',
      selectedMessage: 'Выбрано: #{count}',
    },
  },
  slider: {
    minimum: 'Минимум',
    maximum: 'Максимум',
  },
  toast: {
    region: 'Уведомления',
    close: 'Закрыть',
  },
};

export default ru;

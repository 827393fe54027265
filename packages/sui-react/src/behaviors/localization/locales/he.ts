import type { PartialLocaleValues } from '../types.js';

/** Hebrew (he). Whatever is left out comes from English (UK). */
const he: PartialLocaleValues = {
  direction: 'rtl',
  datepicker: {
    months: [
      'ינואר',
      'פברואר',
      'מרץ',
      'אפריל',
      'מאי',
      'יוני',
      'יולי',
      'אוגוסט',
      'ספטמבר',
      'אוקטובר',
      'נובמבר',
      'דצמבר',
    ],
    monthsShort: [
      'ינו׳',
      'פבר׳',
      'מרץ',
      'אפר׳',
      'מאי',
      'יוני',
      'יולי',
      'אוג׳',
      'ספט׳',
      'אוק׳',
      'נוב׳',
      'דצמ׳',
    ],
    weekdays: ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'יום שבת'],
    weekdaysShort: ['יום א׳', 'יום ב׳', 'יום ג׳', 'יום ד׳', 'יום ה׳', 'יום ו׳', 'שבת'],
    weekdaysNarrow: ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'],
    formats: {
      time: 'HH:mm',
      datetime: 'd MMMM yyyy HH:mm',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 0,
    messages: {
      invalid: 'יש להזין ערך כמו #{example}.',
      tooEarly: 'יש לבחור #{date} או מאוחר יותר.',
      tooLate: 'יש לבחור #{date} או מוקדם יותר.',
      disabled: 'לא ניתן לבחור את #{date}.',
    },
    rangeLabels: { start: 'תאריך התחלה', end: 'תאריך סיום' },
  },
  search: {
    placeholder: 'חיפוש...',
    resultsMessage: 'תוצאות: #{count}',
    noResults: {
      header: 'אין תוצאות',
      message: 'החיפוש לא החזיר תוצאות.',
    },
  },
  select: {
    noResultsMessage: 'אין תוצאות',
    single: {
      placeholder: 'בחר אחד',
    },
    multi: {
      placeholder: 'בחר...',
      maxSelectedMessage: 'עד #{max} בחירות',
      selectedMessage: '#{count} נבחרו',
    },
  },
  slider: {
    minimum: 'מינימום',
    maximum: 'מקסימום',
  },
  toast: {
    region: 'התראות',
    close: 'סגירה',
  },
};

export default he;

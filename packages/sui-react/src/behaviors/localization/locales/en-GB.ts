import type { LocaleValues } from '../types.js';

/** English (UK), the default language; every other language falls back to these values. */
const enGB: LocaleValues = {
  direction: 'ltr',
  datepicker: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdaysNarrow: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
    timesOfDay: ['a.m.', 'p.m.'],
    timesOfDayUppercase: ['AM', 'PM'],
    timesOfDayLowercase: ['am', 'pm'],
    formats: {
      time: 'h:mm a',
      datetime: 'd MMMM yyyy h:mm a',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'Enter a value like #{example}.',
      tooEarly: 'Choose #{date} or later.',
      tooLate: 'Choose #{date} or earlier.',
      disabled: '#{date} cannot be chosen.',
    },
    rangeLabels: { start: 'Start date', end: 'End date' },
  },
  search: {
    placeholder: 'Search...',
    resultsMessage: 'Results: #{count}',
    noResults: {
      header: 'No Results',
      message: 'Your search returned no results.',
    },
  },
  select: {
    noResultsMessage: 'No results',
    single: {
      placeholder: 'Select one',
    },
    multi: {
      placeholder: 'Select...',
      maxSelectedMessage: 'Max #{max} selections',
      selectedMessage: '#{count} selections',
    },
  },
  slider: {
    minimum: 'Minimum',
    maximum: 'Maximum',
  },
  toast: {
    region: 'Notifications',
    close: 'Close',
  },
};

export default enGB;

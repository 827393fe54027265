import type { PartialLocaleValues } from '../types.js';

/** Georgian (ge). Whatever is left out comes from English (UK). */
const ge: PartialLocaleValues = {
  datepicker: {
    months: [
      'იანვარი',
      'თებერვალი',
      'მარტი',
      'აპრილი',
      'მაისი',
      'ივნისი',
      'ივლისი',
      'აგვისტო',
      'სექტემბერი',
      'ოქტომბერი',
      'ნოემბერი',
      'დეკემბერი',
    ],
    monthsShort: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
    weekdays: ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'],
    weekdaysShort: ['კვი', 'ორშ', 'სამ', 'ოთხ', 'ხუთ', 'პარ', 'შაბ'],
    weekdaysNarrow: ['კ', 'ო', 'ს', 'ო', 'ხ', 'პ', 'შ'],
    formats: {
      time: 'HH:mm',
      datetime: 'd MMMM yyyy HH:mm',
      date: 'd MMMM yyyy',
      month: 'MMMM yyyy',
      year: 'yyyy',
    },
    firstDayOfWeek: 1,
    messages: {
      invalid: 'შეიყვანეთ მნიშვნელობა, მაგალითად #{example}.',
      tooEarly: 'აირჩიეთ #{date} ან უფრო გვიანი.',
      tooLate: 'აირჩიეთ #{date} ან უფრო ადრეული.',
      disabled: '#{date} ვერ აირჩევა.',
    },
    rangeLabels: { start: 'დაწყების თარიღი', end: 'დასრულების თარიღი' },
  },
  search: {
    placeholder: 'ძებნა...',
    resultsMessage: 'შედეგები: #{count}',
    noResults: {
      header: 'შედეგები ვერ მოიძებნა',
      message: 'თქვენი ძიებით ვერაფერი მოიძებნა.',
    },
  },
  select: {
    noResultsMessage: 'შედეგები ვერ მოიძებნა',
    single: {
      placeholder: 'აირჩიეთ ერთი',
    },
    multi: {
      placeholder: 'აირჩიეთ...',
      maxSelectedMessage: 'მაქსიმუმ #{max} არჩევანი',
      selectedMessage: 'არჩეულია: #{count}',
    },
  },
  slider: {
    minimum: 'მინიმუმი',
    maximum: 'მაქსიმუმი',
  },
  toast: {
    region: 'შეტყობინებები',
    close: 'დახურვა',
  },
};

export default ge;

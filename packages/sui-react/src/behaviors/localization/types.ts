/** Names and formats the datepicker uses. Formats use date-fns tokens (`d MMMM yyyy`, `h:mm a`). */
export interface DatepickerLocaleValues {
  /** The 12 month names, January first. */
  months: string[];
  /** The 12 short month names. */
  monthsShort: string[];
  /** The 7 weekday names, Sunday first. */
  weekdays: string[];
  /** The 7 short weekday names, Sunday first. */
  weekdaysShort: string[];
  /** The 7 narrowest weekday names (the date view's column headers), Sunday first. */
  weekdaysNarrow: string[];
  /** Before and after noon, e.g. `a.m.`, `p.m.`. */
  timesOfDay: string[];
  /** Before and after noon in capitals, e.g. `AM`, `PM`. */
  timesOfDayUppercase: string[];
  /** Before and after noon in small letters, e.g. `am`, `pm`. */
  timesOfDayLowercase: string[];
  /** How each picker mode shows and reads a date. */
  formats: {
    time: string;
    datetime: string;
    date: string;
    month: string;
    year: string;
  };
  /** The first column of the date view: 0 is Sunday, 6 is Saturday. */
  firstDayOfWeek: number;
  /**
   * Why a form refuses the picker's value (the browser shows it at the input). `#{example}` is a
   * date shown in the mode's format; `#{date}` is `minDate` or `maxDate` shown in it.
   */
  messages: {
    /** Typed text that is not a date, e.g. `Enter a value like #{example}.` */
    invalid: string;
    /** A value before `minDate`, e.g. `Choose #{date} or later.` */
    tooEarly: string;
    /** A value after `maxDate`, e.g. `Choose #{date} or earlier.` */
    tooLate: string;
    /** A date refused by the `isDateDisabled` predicate, e.g. `#{date} cannot be chosen.` */
    disabled: string;
  };
  /** The names of a range's two inputs or calendars, e.g. `Start date` and `End date`. */
  rangeLabels: {
    start: string;
    end: string;
  };
}

export interface SearchLocaleValues {
  /** The input's placeholder. */
  placeholder: string;
  /**
   * Announced to screen readers when results come in; `#{count}` is replaced by the number of
   * results shown.
   */
  resultsMessage: string;
  /** What shows when nothing matches. */
  noResults: {
    header: string;
    message: string;
  };
}

export interface SelectLocaleValues {
  /** What the menu shows when the query matches nothing. */
  noResultsMessage: string;
  single: {
    /** The placeholder of a single select. */
    placeholder: string;
  };
  multi: {
    /** The placeholder of a multi select. */
    placeholder: string;
    /** Shown when the maximum is reached; `#{max}` is replaced by the maximum. */
    maxSelectedMessage: string;
    /** Shown instead of labels when they are hidden; `#{count}` is replaced by the count. */
    selectedMessage: string;
  };
}

/** The names a range slider gives its thumbs when the page gives none. */
export interface SliderLocaleValues {
  /** The first thumb's name, e.g. `Minimum`. */
  minimum: string;
  /** The second thumb's name, e.g. `Maximum`. */
  maximum: string;
}

/** The texts of the Toaster. */
export interface ToastLocaleValues {
  /** The name of the notifications region; the Toaster adds its hotkey in brackets: `Notifications (F8)`. */
  region: string;
  /** The accessible name of a toast's close button. */
  close: string;
}

/** Every text and format a language provides. */
export interface LocaleValues {
  /** Text direction: `rtl` for right-to-left scripts such as Hebrew. */
  direction: 'ltr' | 'rtl';
  datepicker: DatepickerLocaleValues;
  search: SearchLocaleValues;
  select: SelectLocaleValues;
  slider: SliderLocaleValues;
  toast: ToastLocaleValues;
}

/** Makes every field optional, at every depth. */
export type RecursivePartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object
      ? RecursivePartial<T[K]>
      : T[K];
};

/** A language's values: anything left out comes from en-GB. */
export type PartialLocaleValues = RecursivePartial<LocaleValues>;

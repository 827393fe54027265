import { lightFormatters } from 'date-fns/lightFormat';
import type { DatepickerLocaleValues } from '../../behaviors/localization/types.js';
import { DEV } from '../../internal/errors.js';

/**
 * Formatting and parsing with the locale's names, for date-fns format strings.
 *
 * Numbers (`y`, `M`/`MM`, `d`, `h`, `H`, `m`, `s`, `S`) go through date-fns' own formatters; the
 * name tokens (`MMM`, `MMMM`, `MMMMM`, `E`…`EEEEE`, `a`…`aaaaa`) take the locale's names the way a
 * date-fns `Locale` built from them would. Quoted text (`'de'`) is literal, `''` is a quote. This
 * keeps the bundle small: date-fns' `format` and `parse` carry every token and the en-US locale.
 */

// The same tokenizer date-fns uses: runs of one letter, '' , quoted text, or any other character.
const TOKENS = /(\w)\1*|''|'(?:''|[^'])+(?:'|$)|./g;

/**
 * The ISO 8601 form of each mode's value, as the native date inputs write it: what a form submits
 * (`2026-01-15T14:30`, `2026-01-15`, `14:30`, `2026-01`, `2026`).
 */
export const ISO_FORMATS = {
  datetime: "yyyy-MM-dd'T'HH:mm",
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  month: 'yyyy-MM',
  year: 'yyyy',
} as const;

/** Whether a date is a real instant, not `Invalid Date`. */
const isValid = (date: Date) => !Number.isNaN(date.getTime());

type Names = Pick<
  DatepickerLocaleValues,
  | 'months'
  | 'monthsShort'
  | 'weekdays'
  | 'weekdaysShort'
  | 'weekdaysNarrow'
  | 'timesOfDay'
  | 'timesOfDayUppercase'
  | 'timesOfDayLowercase'
>;

/** The list of names a name token picks from, or undefined for other tokens. */
function namesFor(token: string, names: Names): readonly string[] | undefined {
  const n = token.length;
  switch (token[0]) {
    case 'M':
      if (n === 3) return names.monthsShort;
      if (n === 4) return names.months;
      if (n === 5) return names.months.map((name) => name.charAt(0));
      return undefined;
    case 'E':
      if (n <= 3) return names.weekdaysShort;
      if (n === 4) return names.weekdays;
      return names.weekdaysNarrow;
    case 'a':
      if (n <= 2) return names.timesOfDayUppercase;
      if (n === 3) return names.timesOfDayLowercase;
      if (n === 4) return names.timesOfDay;
      return names.timesOfDayLowercase.map((name) => name.charAt(0));
    default:
      return undefined;
  }
}

const nameIndex = (token: string, date: Date): number =>
  token[0] === 'M' ? date.getMonth() : token[0] === 'E' ? date.getDay() : date.getHours() < 12 ? 0 : 1;

const literal = (token: string): string | undefined => {
  if (token === "''") return "'";
  if (token[0] === "'") return token.replace(/^'|'$/g, '').replace(/''/g, "'");
  return /[a-z]/i.test(token[0]!) ? undefined : token;
};

/** One token of a pattern: literal text, a list of names, or (neither) a number. */
interface Part {
  readonly token: string;
  readonly text?: string;
  readonly list?: readonly string[];
}

/** The tokens of `pattern`; a letter the picker does not support throws. */
function parts(pattern: string, names: Names): Part[] {
  return (pattern.match(TOKENS) ?? []).map((token) => {
    const text = literal(token);
    const list = namesFor(token, names);
    if (text === undefined && !list && !'yMdhHmsS'.includes(token[0]!)) {
      throw new Error(
        DEV
          ? `Datepicker: the format "${pattern}" uses "${token}", which the picker does not support. Use date-fns tokens y, M, d, E, a, h, H, m, s, S and quoted text.`
          : `Datepicker: unsupported "${token}" in format "${pattern}".`,
      );
    }
    return { token, text, list };
  });
}

/** `date` written with `pattern` (date-fns tokens) and the locale's names. */
export function formatDate(date: Date, pattern: string, names: Names): string {
  if (!isValid(date)) throw new RangeError('Datepicker: cannot format an invalid date.');
  return parts(pattern, names)
    .map(
      ({ token, text, list }) =>
        text ??
        (list
          ? (list[nameIndex(token, date)] ?? '')
          : lightFormatters[token[0] as keyof typeof lightFormatters](date, token)),
    )
    .join('');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads `text` written with `pattern`. Parts the pattern leaves out come from `reference` (the day
 * of a time, the day of a month); seconds default to 0. The text is accepted only when writing the
 * date back gives exactly `text`, so `31 February 2026`, `7 mars 2026` in English or stray spaces
 * give null. Never throws for bad text.
 */
export function parseDate(text: string, pattern: string, names: Names, reference: Date): Date | null {
  const all = parts(pattern, names);
  const source = all
    .map(({ token, text, list }) => {
      if (text !== undefined) return escape(text);
      if (list)
        return `(${[...new Set(list)]
          .sort((a, b) => b.length - a.length)
          .map(escape)
          .join('|')})`;
      return token.length > 1 && token[0] !== 'y' ? `(\\d{${token.length}})` : '(\\d+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return null;
  // Each field by its letter (h and H both as h): a month name as its number, am / pm as 0 / 1.
  const fields: Record<string, number> = {};
  all
    .filter((part) => part.text === undefined)
    .forEach(({ token, list }, i) => {
      const value = match[i + 1]!;
      const kind = token[0]!;
      if (!list) fields[kind === 'H' ? 'h' : kind] = Number(value) + (token === 'yy' ? 2000 : 0);
      else if (kind !== 'E') fields[kind] = list.indexOf(value) + (kind === 'M' ? 1 : 0);
    });
  const date = new Date(reference);
  if (fields.y !== undefined || fields.M !== undefined || fields.d !== undefined) {
    date.setFullYear(fields.y ?? reference.getFullYear(), (fields.M ?? 1) - 1, fields.d ?? 1);
  }
  let hour = fields.h ?? 0;
  if (fields.a !== undefined) hour = (hour % 12) + 12 * fields.a;
  date.setHours(hour, fields.m ?? 0, fields.s ?? 0, fields.S ?? 0);
  if (!isValid(date)) return null;
  return formatDate(date, pattern, names) === text ? date : null;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import { formatDate, parseDate } from './format.js';

const names = enGB.datepicker;
const ref = new Date(2026, 10, 21);
const d = new Date(2026, 10, 5, 14, 7, 9);

describe('formatDate', () => {
  it('writes the en-GB formats with the locale names', () => {
    expect(formatDate(d, names.formats.datetime, names)).toBe('5 November 2026 2:07 PM');
    expect(formatDate(d, names.formats.date, names)).toBe('5 November 2026');
    expect(formatDate(d, names.formats.time, names)).toBe('2:07 PM');
    expect(formatDate(d, names.formats.month, names)).toBe('November 2026');
    expect(formatDate(d, names.formats.year, names)).toBe('2026');
  });

  it('writes the en-US formats', () => {
    expect(formatDate(d, 'MMMM d, yyyy h:mm a', names)).toBe('November 5, 2026 2:07 PM');
    expect(formatDate(new Date(2026, 0, 1, 0, 5), 'h:mm a', names)).toBe('12:05 AM');
  });

  it('supports every name width, quoted text and numbers', () => {
    expect(formatDate(d, "EEEE, EEE, EEEEE d 'de' MMM MMMMM", names)).toBe('Thursday, Thu, T 5 de Nov N');
    expect(formatDate(d, 'aaa aaaa aaaaa', names)).toBe('pm p.m. p');
    expect(formatDate(d, "dd.MM.yy HH:mm:ss ''", names)).toBe("05.11.26 14:07:09 '");
    expect(
      formatDate(new Date(2026, 2, 1), 'MMMM', {
        ...names,
        months: names.months.map((m) => m.toUpperCase()),
      }),
    ).toBe('MARCH');
  });

  it('refuses unsupported tokens and invalid dates with clear errors', () => {
    expect(() => formatDate(d, 'Qo', names)).toThrow('Datepicker: the format "Qo" uses "Q"');
    expect(() => formatDate(new Date(NaN), 'yyyy', names)).toThrow(
      'Datepicker: cannot format an invalid date.',
    );
  });
});

describe('parseDate', () => {
  it('reads what formatDate writes, for every format and any minute', () => {
    const patterns = [
      'd MMMM yyyy h:mm a',
      'MMMM d, yyyy h:mm a',
      'd MMMM yyyy',
      "d 'de' MMMM 'de' yyyy HH:mm",
      'dd.MM.yyyy HH:mm',
      'MMMM yyyy',
      'yyyy',
      "yyyy-MM-dd'T'HH:mm",
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...patterns),
        (date, pattern) => {
          const text = formatDate(date, pattern, names);
          const parsed = parseDate(text, pattern, names, ref);
          expect(parsed).not.toBeNull();
          expect(formatDate(parsed!, pattern, names)).toBe(text);
        },
      ),
    );
  });

  it('fills the parts a format leaves out', () => {
    expect(parseDate('2:05 PM', 'h:mm a', names, ref)).toEqual(new Date(2026, 10, 21, 14, 5));
    expect(parseDate('12:30 AM', 'h:mm a', names, ref)).toEqual(new Date(2026, 10, 21, 0, 30));
    expect(parseDate('March 2024', 'MMMM yyyy', names, ref)).toEqual(new Date(2024, 2, 1));
    expect(parseDate('1999', 'yyyy', names, ref)).toEqual(new Date(1999, 0, 1));
    expect(parseDate('7 May 2026', 'd MMMM yyyy', names, ref)).toEqual(new Date(2026, 4, 7));
  });

  it('refuses text that does not write back the same, without throwing', () => {
    for (const text of [
      '31 February 2026',
      '07 May 2026',
      '7 may 2026',
      '7 Mai 2026',
      ' 7 May 2026',
      '7 May 2026 ',
      '7 May',
      'May 7, 2026',
      '13:00 PM',
      'nonsense',
      '',
    ]) {
      expect(parseDate(text, text.includes(':') ? 'h:mm a' : 'd MMMM yyyy', names, ref)).toBeNull();
    }
  });

  it('uses the names of the locale values it is given', () => {
    const fr = {
      ...names,
      months: [
        'janvier',
        'février',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'août',
        'septembre',
        'octobre',
        'novembre',
        'décembre',
      ],
    };
    expect(parseDate('3 août 2026', 'd MMMM yyyy', fr, ref)).toEqual(new Date(2026, 7, 3));
    expect(parseDate('3 August 2026', 'd MMMM yyyy', fr, ref)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepare, search, withinOneEdit, type Searchable } from './match';

const entry = (kind: string, title: string, page = 'Select', text = ''): Searchable => ({
  kind,
  title,
  page,
  text,
});

const ENTRIES = [
  entry('Page', 'Select'),
  entry('Example', 'Multiple selection'),
  entry('Prop', 'Select.maxSelected', 'Select', 'number — The most options a MultiSelect holds.'),
  entry('Prop', 'Select.placeholder', 'Select', 'string — The text shown while nothing is chosen.'),
  entry('Section', 'Keyboard', 'Datepicker'),
  entry('Page', 'Datepicker', 'Datepicker'),
  entry(
    'Event',
    'Tabset.onActiveChange',
    'Tabs',
    '(id: string) => void — Called when the active tab changes.',
  ),
];
const prepared = prepare(ENTRIES);
const titles = (query: string) => search(prepared, query).map((f) => f.entry.title);

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap, and nothing more', () => {
    expect(withinOneEdit('select', 'select')).toBe(true);
    expect(withinOneEdit('selct', 'select')).toBe(true);
    expect(withinOneEdit('seelect', 'select')).toBe(true);
    expect(withinOneEdit('selekt', 'select')).toBe(true);
    expect(withinOneEdit('slelect', 'select')).toBe(true);
    expect(withinOneEdit('sleect', 'select')).toBe(true);
    expect(withinOneEdit('slect', 'selects')).toBe(false);
    expect(withinOneEdit('sxlxct', 'select')).toBe(false);
  });

  it('is symmetric and holds for any single edit (property)', () => {
    const word = fc.stringMatching(/^[a-z]{2,12}$/);
    fc.assert(
      fc.property(
        word,
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'substitute', 'swap'),
        fc.constantFrom('a', 'q', 'z'),
        (w, n, edit, letter) => {
          const i = n % w.length;
          const typo =
            edit === 'insert'
              ? w.slice(0, i) + letter + w.slice(i)
              : edit === 'delete'
                ? w.slice(0, i) + w.slice(i + 1)
                : edit === 'substitute'
                  ? w.slice(0, i) + letter + w.slice(i + 1)
                  : i + 1 < w.length
                    ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
                    : w;
          expect(withinOneEdit(typo, w)).toBe(true);
          expect(withinOneEdit(w, typo)).toBe(true);
        },
      ),
    );
  });
});

describe('search', () => {
  it('finds by title words, by the parts of a camelCase name, and by the text', () => {
    expect(titles('maxSelected')[0]).toBe('Select.maxSelected');
    expect(titles('max selected')[0]).toBe('Select.maxSelected');
    expect(titles('active change')).toEqual(['Tabset.onActiveChange']);
    expect(titles('nothing is chosen')).toEqual(['Select.placeholder']);
  });

  it('puts the page first for its name, then the results inside it', () => {
    expect(titles('select')[0]).toBe('Select');
    expect(titles('select')).toContain('Select.maxSelected');
  });

  it('forgives one typo in a word of four letters or more', () => {
    expect(titles('datepikcer')[0]).toBe('Datepicker');
    expect(titles('keyborad')).toContain('Keyboard');
    expect(titles('placeholdr')[0]).toBe('Select.placeholder');
    // Three letters are too few to guess at: "sel" starts words, "slc" finds nothing.
    expect(titles('slc')).toEqual([]);
  });

  it('needs every word of the query, finds nothing for an empty query, and keeps to the limit', () => {
    expect(titles('select keyboard')).toEqual([]);
    expect(titles('')).toEqual([]);
    expect(titles('  ,.; ')).toEqual([]);
    expect(search(prepared, 's', 2)).toHaveLength(2);
  });

  it('marks the letters of the title that met the query', () => {
    const [found] = search(prepared, 'max sel');
    expect(found!.entry.title).toBe('Select.maxSelected');
    expect(found!.marks).toEqual([
      [0, 3],
      [7, 10],
    ]);
  });

  it('finds every entry by its own title, whatever the titles (property)', () => {
    const title = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .]{0,30}$/).filter((t) => /[a-z0-9]/i.test(t));
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 30 }), (list) => {
        const ready = prepare(list.map((t) => entry('Prop', t, 'Page')));
        for (const t of list) expect(search(ready, t, list.length).map((f) => f.entry.title)).toContain(t);
      }),
    );
  });
});

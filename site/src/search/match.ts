// The site search's matching: every word of the query must meet a word of the result (its title,
// its page, its text), whole, as a start, inside, or within one typo (one letter added, dropped,
// changed or two swapped, for query words of four letters or more). Results rank by how well their
// words met, title before text, then by kind (pages, sections, examples, props, events).

export interface Searchable {
  kind: string;
  title: string;
  page: string;
  text: string;
}

/** A word of a result, with where it sits in the title (for highlighting), if it is from the title. */
interface Word {
  word: string;
  /** Offset of the word in the title, or -1 for a word from the page or the text. */
  at: number;
}

export interface Prepared<T extends Searchable> {
  entry: T;
  words: Word[];
  order: number;
}

export interface Found<T extends Searchable> {
  entry: T;
  /** Ranges of the title to highlight: [start, end) offsets, sorted, not overlapping. */
  marks: [number, number][];
}

const KIND_ORDER = ['Page', 'Section', 'Example', 'Prop', 'Event'];

/**
 * The words of a text, lower case, with their offsets: runs of letters and digits, and also each
 * part of a camelCase run (`maxSelected` gives `maxselected`, `max` and `selected`).
 */
function wordsOf(text: string): { word: string; at: number }[] {
  const out: { word: string; at: number }[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    out.push({ word: m[0].toLowerCase(), at: m.index });
    const parts = [...m[0].matchAll(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g)];
    if (parts.length > 1)
      for (const p of parts) out.push({ word: p[0].toLowerCase(), at: m.index + p.index });
  }
  return out;
}

/** Prepares the entries once (the words of each), so that a keystroke only compares words. */
export function prepare<T extends Searchable>(entries: readonly T[]): Prepared<T>[] {
  return entries.map((entry, order) => ({
    entry,
    order,
    words: [
      ...wordsOf(entry.title),
      ...wordsOf(`${entry.page} ${entry.text}`).map(({ word }) => ({ word, at: -1 })),
    ],
  }));
}

/** Whether `a` becomes `b` by at most one edit (insert, delete, substitute, or swap two neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // One substitution, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * How well a query word meets a result word, lower is better: 0 equal, 1 a start of it, 2 inside
 * it, 3 within one typo of it or of its start; null when it does not.
 */
function meet(query: string, word: string): number | null {
  if (word === query) return 0;
  if (word.startsWith(query)) return 1;
  if (query.length >= 3 && word.includes(query)) return 2;
  if (query.length >= 4) {
    for (const n of [query.length - 1, query.length, query.length + 1])
      if (n <= word.length && withinOneEdit(query, word.slice(0, n))) return 3;
  }
  return null;
}

/**
 * The results for `query`, best first, at most `limit`: every query word must meet a word of the
 * result. An empty query finds nothing.
 */
export function search<T extends Searchable>(
  prepared: readonly Prepared<T>[],
  query: string,
  limit = 50,
): Found<T>[] {
  const terms = query.toLowerCase().match(/[a-z0-9]+/g);
  if (!terms) return [];
  const found: { item: Prepared<T>; score: number; marks: [number, number][] }[] = [];
  for (const item of prepared) {
    let score = 0;
    const marks: [number, number][] = [];
    let all = true;
    for (const term of terms) {
      let best: { cost: number; word: Word } | null = null;
      for (const word of item.words) {
        const cost = meet(term, word.word);
        if (cost === null) continue;
        // A word of the title counts better than one of the page or the text.
        const weighted = cost + (word.at < 0 ? 4 : 0);
        if (!best || weighted < best.cost) best = { cost: weighted, word };
      }
      if (!best) {
        all = false;
        break;
      }
      score += best.cost;
      const { at, word } = best.word;
      if (at >= 0) {
        // The letters that met: the query's at the start or inside the word, the whole word for a typo.
        const inside = best.cost === 2 ? word.indexOf(term) : 0;
        const length = best.cost === 3 ? word.length : term.length;
        marks.push([at + inside, at + inside + length]);
      }
    }
    if (all) found.push({ item, score, marks });
  }
  const kind = (item: Prepared<T>) => KIND_ORDER.indexOf(item.entry.kind);
  found.sort((a, b) => a.score - b.score || kind(a.item) - kind(b.item) || a.item.order - b.item.order);
  return found.slice(0, limit).map(({ item, marks }) => ({ entry: item.entry, marks: merge(marks) }));
}

/** Sorted ranges, overlaps joined. */
function merge(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

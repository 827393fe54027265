import { itemText } from '../../internal/readPath.js';

/**
 * The pure state of a search box. Invariants (checked by property tests):
 * - `results` never holds more than the `max` it was given;
 * - `highlighted` is -1 or the index of one of the `results`, and only while `open`;
 * - `open` only when the results answer the query in the input (the empty query is answered only
 *   when a search of it was asked for: a controlled `open` with nothing typed);
 * - an answer to any request but the latest (`request`) changes nothing.
 */
export interface SearchState<T> {
  /** The text in the input. */
  readonly query: string;
  /** The results shown for `resultsFor`, at most `max` of them. */
  readonly results: readonly T[];
  /** The query the results answer; null when there are none yet. */
  readonly resultsFor: string | null;
  /** Whether the results popup is open. */
  readonly open: boolean;
  /** The index of the highlighted result, or -1. */
  readonly highlighted: number;
  /** The id of the latest search started, or -1 when none may answer any more. */
  readonly request: number;
  /** Whether the latest search is still running. */
  readonly loading: boolean;
}

export type SearchAction<T> =
  /** The user changed the text: earlier searches can no longer answer. */
  | { readonly type: 'input'; readonly query: string }
  /**
   * A search for the current query started. An empty query is searched only when `empty` says so
   * (the results were opened from outside with nothing typed); otherwise the request is ignored.
   */
  | { readonly type: 'request'; readonly id: number; readonly empty?: boolean }
  /**
   * A search answered. `false` keeps the current results. The popup opens when `open` (the
   * component passes whether the input has focus).
   */
  | {
      readonly type: 'resolve';
      readonly id: number;
      readonly results: readonly T[] | false;
      readonly max: number;
      readonly open: boolean;
      /** Highlight the first result (Down was pressed before the answer came, or `selectFirstResult`). */
      readonly highlightFirst?: boolean;
    }
  /** A search failed: it answers with no results. */
  | { readonly type: 'reject'; readonly id: number; readonly open: boolean }
  /**
   * Show the results of the current query, if there are any (focus, click, Alt+Down), with the
   * first highlighted when `highlightFirst`.
   */
  | { readonly type: 'open'; readonly highlightFirst?: boolean }
  | { readonly type: 'close' }
  /** Highlight the next (1) or previous (-1) result, wrapping around; opens the popup first. */
  | { readonly type: 'move'; readonly delta: 1 | -1 }
  /** A result was chosen: the input shows `text` and the popup closes. */
  | { readonly type: 'select'; readonly text: string }
  /** Escape: closes an open popup, or else empties the input. */
  | { readonly type: 'escape' };

export function initialSearchState<T>(query = ''): SearchState<T> {
  return { query, results: [], resultsFor: null, open: false, highlighted: -1, request: -1, loading: false };
}

/** Whether the popup may show: the results answer the query in the input. */
export function hasAnswer(state: SearchState<unknown>): boolean {
  return state.resultsFor === state.query;
}

export function searchReducer<T>(state: SearchState<T>, action: SearchAction<T>): SearchState<T> {
  switch (action.type) {
    case 'input':
      if (action.query === state.query) return state;
      return { ...state, query: action.query, open: false, highlighted: -1, request: -1, loading: false };
    case 'request':
      return state.query === '' && !action.empty ? state : { ...state, request: action.id, loading: true };
    case 'reject':
      // A failed search answers with no results.
      return searchReducer(state, { ...action, type: 'resolve', results: [], max: 1 });
    case 'resolve': {
      if (action.id !== state.request) return state;
      // Only a request for the query in the input gets here (an `input` forgets the one before).
      const open = action.open;
      // `false` keeps the current results.
      const results = (action.results || state.results).slice(0, Math.max(1, action.max));
      return {
        ...state,
        results,
        resultsFor: state.query,
        open,
        highlighted: open && action.highlightFirst && results.length ? 0 : -1,
        loading: false,
      };
    }
    case 'open':
      return state.open || !hasAnswer(state)
        ? state
        : { ...state, open: true, highlighted: action.highlightFirst && state.results.length ? 0 : -1 };
    case 'close':
      return state.open ? { ...state, open: false, highlighted: -1 } : state;
    case 'move': {
      const count = state.results.length;
      if (!hasAnswer(state) || count === 0) return searchReducer(state, { type: 'open' });
      const from = state.open ? state.highlighted : -1;
      // From none, Down goes to the first result (the formula's -1 + 1) and Up to the last.
      const highlighted = from < 0 && action.delta < 0 ? count - 1 : (from + action.delta + count) % count;
      return { ...state, open: true, highlighted };
    }
    case 'select':
      return initialSearchState<T>(action.text);
    case 'escape':
      if (state.open) return searchReducer(state, { type: 'close' });
      return state.query === '' ? state : initialSearchState<T>();
  }
}

/**
 * The default local filter for one list of options: `(query, max)` gives the first `max` options
 * whose text contains the query, ignoring case. The query is plain text (a `.` or `(` matches
 * itself). Each option's text is read and lower-cased once, on the first query, and the search
 * stops at the `max`-th match: a keystroke costs at most one pass over the prepared texts.
 */
export function textFilter<T>(
  options: readonly T[],
  path: string | undefined,
): (query: string, max?: number) => T[] {
  let texts: string[] | undefined;
  return (query, max = Infinity) => {
    const needle = query.toLocaleLowerCase();
    texts ??= options.map((option) => itemText(option, path).toLocaleLowerCase());
    const found: T[] = [];
    for (let i = 0; i < texts.length && found.length < max; i++) {
      if (texts[i]!.includes(needle)) found.push(options[i]!);
    }
    return found;
  };
}

/** The default local filter: all the options whose text contains the query, ignoring case. */
export function filterByText<T>(options: readonly T[], query: string, path: string | undefined): T[] {
  return textFilter(options, path)(query);
}

/** Splits `text` into the parts that match `query` (ignoring case) and the parts between them. */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  const haystack = text.toLocaleLowerCase();
  const needle = query.toLocaleLowerCase();
  // Lower-casing may change the length of some letters; then the positions would not line up.
  if (!needle || haystack.length !== text.length) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  for (let found = haystack.indexOf(needle); found !== -1; found = haystack.indexOf(needle, at)) {
    if (found > at) parts.push({ text: text.slice(at, found), match: false });
    parts.push({ text: text.slice(found, found + needle.length), match: true });
    at = found + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * The groups of `results` by the text at `path`: each group's name and the indexes of its results,
 * the groups in the order they first appear.
 */
export function groupsOf(results: readonly unknown[], path: string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  results.forEach((result, index) => {
    const name = itemText(result, path);
    (groups.get(name) ?? groups.set(name, []).get(name)!).push(index);
  });
  return groups;
}

/** The results with each group's together (`groupsOf`'s order): a stable grouping. */
export function groupTogether<T>(results: readonly T[], path: string): T[] {
  return [...groupsOf(results, path).values()].flat().map((index) => results[index]!);
}

import type { KeyboardEvent } from 'react';

/** Typed characters within this many milliseconds of each other form one typeahead query. */
export const TYPEAHEAD_RESET_MS = 500;

export interface TypeaheadState {
  readonly query: string;
  /** When the last character was typed (ms). */
  readonly at: number;
}

export const EMPTY_TYPEAHEAD: TypeaheadState = { query: '', at: -Infinity };

/** Whether a key types a character for typeahead: one printable character other than Space, unmodified. */
export function isTypeaheadKey(event: KeyboardEvent): boolean {
  const { key } = event;
  return key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Adds a typed character: it extends the query when typed soon after the last one, else starts anew. */
export function typeaheadInput(state: TypeaheadState, char: string, now: number): TypeaheadState {
  const fresh = now - state.at > TYPEAHEAD_RESET_MS;
  return { query: (fresh ? '' : state.query) + char.toLowerCase(), at: now };
}

/**
 * The item whose label starts with the query (case-insensitive, leading spaces ignored), searching
 * from the item after `current` and wrapping around; items whose label is null (disabled) are
 * skipped. A query of one repeated character ("ppp") cycles through the items starting with it.
 * Returns -1 when nothing matches.
 *
 * @param labelAt the label of the item at an index, read only while searching.
 */
export function typeaheadMatch(
  count: number,
  labelAt: (index: number) => string | null,
  current: number,
  query: string,
): number {
  const q = query.toLowerCase();
  if (!q) return -1;
  const repeated = q.split('').every((c) => c === q[0]);
  // A longer query keeps the current item if it still matches; a single character moves on.
  const start = q.length > 1 && !repeated ? Math.max(current, 0) : current + 1;
  for (let k = 0; k < count; k++) {
    const i = (((start + k) % count) + count) % count;
    const label = labelAt(i)?.trimStart().toLowerCase();
    if (label !== undefined && (label.startsWith(q) || (repeated && label.startsWith(q[0]!)))) return i;
  }
  return -1;
}

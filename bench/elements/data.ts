// What each row of the elements benchmark shows, shared by the three pages (bench/elements/*.tsx) so
// that they draw the same text: a row's content depends on its index and on the generation, which
// the "update" step raises, so that every row's header, count, icon and button text change at once.

/** The avatar: one small inline picture (no request, the same for every row). */
export const AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><circle cx="14" cy="14" r="14" fill="#2185d0"/></svg>',
  );

export interface RowContent {
  title: string;
  count: number;
  icon: 'user' | 'users';
  action: string;
}

/** The content of row `i` (from 0) at generation `gen` (from 0). */
export function row(i: number, gen: number): RowContent {
  return {
    title: `Item ${i + 1}, version ${gen + 1}`,
    count: (i * 7 + gen * 3) % 100,
    icon: (i + gen) % 2 ? 'users' : 'user',
    action: gen % 2 ? `Close ${i + 1}` : `Open ${i + 1}`,
  };
}

/** The props every library's list takes. */
export interface RowsProps {
  count: number;
  gen: number;
}

/** The indices 0 … count - 1. */
export const indices = (count: number) => Array.from({ length: count }, (_, i) => i);

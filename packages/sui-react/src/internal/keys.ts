/**
 * Where a key moves in a list of `count` items from `index`, wrapping at the ends: the `back` and
 * `forward` keys to the previous and next item, Home and End to the first and last. Null for any
 * other key, or an empty list.
 */
export function moveIndex(
  key: string,
  index: number,
  count: number,
  back: readonly string[],
  forward: readonly string[],
): number | null {
  if (!count) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (back.includes(key)) return (index - 1 + count) % count;
  if (forward.includes(key)) return (index + 1) % count;
  return null;
}

/**
 * Reads a value by a dot path (`'address.city'`); without a path, the item itself. A path that
 * leads nowhere gives undefined.
 */
export function readPath(item: unknown, path: string | undefined): unknown {
  if (!path) return item;
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The text of an item: the value at `path` as a string ('' for null and undefined). */
export function itemText(item: unknown, path: string | undefined): string {
  const value = readPath(item, path);
  return value === null || value === undefined ? '' : String(value);
}

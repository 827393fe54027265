/** Joins class names, skipping empty, false, null and undefined parts. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  let out = '';
  for (const part of parts) {
    if (part) out = out ? `${out} ${part}` : part;
  }
  return out;
}

/** True when a space-separated class list contains the given class. */
export function hasClass(className: string | undefined, name: string): boolean {
  return !!className && className.split(/\s+/).includes(name);
}

/** Throws the library's error for a bad prop: `Component: prop must be rule (got value).` */
export function badProp(component: string, prop: string, rule: string, value: unknown): never {
  throw new Error(`${component}: ${prop} must be ${rule} (got ${String(value)}).`);
}

/** Refuses a duration that is not a number of milliseconds, 0 or more. */
export function assertDuration(component: string, value: number, prop = 'transitionDuration'): void {
  if (!Number.isFinite(value) || value < 0)
    badProp(component, prop, 'a number of milliseconds, 0 or more', value);
}

/** Refuses a value outside `allowed`, naming the component, the prop and the allowed values. */
export function assertOneOf(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly string[],
): void {
  if (!allowed.includes(value as string)) {
    throw new Error(`${component}: unknown ${prop} "${String(value)}". Use one of: ${allowed.join(', ')}.`);
  }
}

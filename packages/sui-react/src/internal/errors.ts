// The library's errors for bad input.
//
// Every check throws in every build. A development build says what the prop must be
// (`Slider: min must be a finite number (got NaN).`); a production build names the component, the
// prop and the value in fewer words (`Slider: invalid min (got NaN).`). The explanations are
// written as `DEV && '…'` or `DEV ? '…' : '…'` where they are used, so a bundler that replaces
// `process.env.NODE_ENV` (as React's own entry needs) leaves them out of a production bundle.
// A check that only development runs (Button's name check, Image's alt check, the compat
// Dropdown's word on props it does not draw) is behind `process.env.NODE_ENV !== 'production'`
// written out, not behind `DEV`: the bundler folds the imported constant only after it has kept
// the code, so a function it calls, or a block that declares a variable, stays (library-size.test.ts
// checks that no warning text is left in a production bundle).

// Not Node's `process`: only what a bundler replaces (the library's build has no Node types).
declare const process: { env: { NODE_ENV?: string } };

/** Whether this is a development build: the errors then explain themselves. */
export const DEV = process.env.NODE_ENV !== 'production';

/**
 * Throws the library's error for a bad prop: `Component: prop must be rule (got value).` in
 * development, `Component: invalid prop (got value).` in production (pass `rule` as `DEV && '…'`).
 */
export function badProp(component: string, prop: string, rule: string | false, value: unknown): never {
  throw new Error(
    DEV && rule
      ? `${component}: ${prop} must be ${rule} (got ${String(value)}).`
      : `${component}: invalid ${prop} (got ${String(value)}).`,
  );
}

/** Refuses a duration that is not a number of milliseconds, 0 or more. */
export function assertDuration(component: string, value: number, prop = 'transitionDuration'): void {
  if (!Number.isFinite(value) || value < 0)
    badProp(component, prop, DEV && 'a number of milliseconds, 0 or more', value);
}

/**
 * Refuses a value outside `allowed`, naming the component, the prop and the value (and, in
 * development, the allowed values). `undefined` (a prop not given: its default applies) passes.
 */
export function assertOneOf(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly string[],
): void {
  if (value !== undefined && !allowed.includes(value as string)) {
    throw new Error(
      DEV
        ? `${component}: unknown ${prop} "${String(value)}". Use one of: ${allowed.join(', ')}.`
        : `${component}: unknown ${prop} "${String(value)}".`,
    );
  }
}

/**
 * True when the user asked the system for reduced motion. Safe to call during SSR and where
 * `matchMedia` is missing (jsdom): false there.
 */
export function prefersReducedMotion(): boolean {
  return !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

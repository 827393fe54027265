/** The media query list of the last `window.matchMedia` seen: `.matches` stays current by itself. */
let cached: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;

/**
 * True when the user asked the system for reduced motion. Safe to call during SSR (returns false).
 * Cheap enough to call in every render of hundreds of components: the query is parsed once (again
 * only when `window.matchMedia` itself is replaced, as tests do).
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = {
      matchMedia: window.matchMedia,
      list: window.matchMedia('(prefers-reduced-motion: reduce)'),
    };
  }
  return cached.list.matches;
}

import type { ApiComponent } from './api-types';
import type { Highlighted } from './highlight';

/** Loads a `?source` module: `() => import('./File.tsx?source')`. */
export type SourceLoader = () => Promise<{ default: Highlighted }>;

/** Loads a page's API data: `() => import('sui-react/<module>?api')`. */
export type ApiLoader = () => Promise<{ default: ApiComponent[] }>;

const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Starts a lazy import once per loader and returns the promise of its default export, the same
 * promise every time (what React's `use` needs).
 */
export function loadOnce<T>(load: () => Promise<{ default: T }>): Promise<T> {
  let loaded = loads.get(load) as Promise<T> | undefined;
  if (!loaded) {
    loaded = load().then((module) => module.default);
    // A failed load shows where the content would be (an error boundary), not as an unhandled rejection.
    loaded.catch(() => {});
    loads.set(load, loaded);
  }
  return loaded;
}

import type { ApiComponent } from './api-types';
import type { Highlighted } from './highlight';
import type { ImportedNames } from './live/run';

/** A `?source` module: a file's text highlighted, its name, and for an example what it imports. */
export interface SourceModule extends Highlighted {
  file?: string;
  /** The names an example file imports, by specifier, for the live editor (site/build/example-plugin.ts). */
  imports?: ImportedNames[];
}

/** Loads a `?source` module: `() => import('./File.tsx?source')`. */
export type SourceLoader = () => Promise<{ default: SourceModule }>;

/** Loads a page's API data: `() => import('sui-react/<module>?api')`. */
export type ApiLoader = () => Promise<{ default: ApiComponent[] }>;

const modules = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const defaults = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** Keeps one promise per loader, made on first use; a failed load rejects it quietly (an error boundary shows it). */
function once<T>(cache: typeof modules, load: () => Promise<unknown>, start: () => Promise<T>): Promise<T> {
  let loaded = cache.get(load) as Promise<T> | undefined;
  if (!loaded) {
    loaded = start();
    loaded.catch(() => {});
    cache.set(load, loaded);
  }
  return loaded;
}

/**
 * Starts a lazy import once per loader and returns the promise of the module, the same promise
 * every time (what React's `use` needs).
 */
export const loadModuleOnce = <M>(load: () => Promise<M>): Promise<M> => once(modules, load, load);

/** Like `loadModuleOnce`, for the module's default export. */
export const loadOnce = <T>(load: () => Promise<{ default: T }>): Promise<T> =>
  once(defaults, load, () => loadModuleOnce(load).then((module) => module.default));

import type { ComponentType } from 'react';
import { DEFAULT_PATH, routes, type RouteEntry } from './routes';

type PageModule = { default: ComponentType };

/** A promise that React's `use` can read at once when it has settled (React's own convention). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const pages = new Map<string, TrackedPromise<PageModule>>();

/**
 * Loads a route's page chunk once. Once loaded, a page renders without suspending: the first page,
 * which main.tsx loads before the first render, shows in the app's first commit with the frame.
 */
export function loadPage(route: RouteEntry): Promise<PageModule> {
  let page = pages.get(route.path);
  if (!page) {
    const loading: TrackedPromise<PageModule> = route.load();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    pages.set(route.path, loading);
    page = loading;
  }
  return page;
}

/** The route a hash such as `#/modules/select#api` shows (other paths go to the default page). */
export function routeOfHash(hash: string): RouteEntry {
  const path = hash.slice(1).split('#')[0];
  return (routes.find((route) => route.path === path) ??
    routes.find((route) => route.path === DEFAULT_PATH))!;
}

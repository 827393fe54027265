import { useDeferredValue } from 'react';
import { useLocation, type BaseLocationHook } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

/**
 * The site's location hook for wouter's Router: the hash location (`#/modules/select`, so the site
 * works from any folder and host), with the new location rendered as a React transition. Wouter
 * reads the location from an external store, whose changes React renders at once and in one piece;
 * deferred, the next page renders in slices that leave the main thread free, and the old page stays
 * (with its own title, not busy) until the new one commits.
 */
export function useSiteHashLocation(options?: { ssrPath?: string }): ReturnType<typeof useHashLocation> {
  const [location, navigate] = useHashLocation(options);
  return [useDeferredValue(location), navigate];
}
// Links write their targets as `#/path`, as the hash location does.
useSiteHashLocation.hrefs = (useHashLocation as BaseLocationHook).hrefs;

/**
 * The route and the in-page anchor of the current location. A deep link puts a second hash after
 * the route: `#/modules/select#api` is the route `/modules/select` with the anchor `#api`. Wouter
 * gives the whole `/modules/select#api`; the router, the menu and the pages use the two parts.
 */
export function useSiteLocation(): { pathname: string; hash: string } {
  const [location] = useLocation();
  const at = location.indexOf('#');
  return at < 0
    ? { pathname: location, hash: '' }
    : { pathname: location.slice(0, at), hash: location.slice(at) };
}

import {
  useEffect,
  useLayoutEffect as useReactLayoutEffect,
  type DependencyList,
  type EffectCallback,
} from 'react';
import { isServerRender } from './serverChecks.js';

/**
 * React's `useLayoutEffect`, without React 18's server warning. In the browser it is
 * `useLayoutEffect` itself. A server render runs no effect of either kind, but React 18's
 * react-dom/server logs "useLayoutEffect does nothing on the server" for each call; there this hook
 * calls `useEffect` instead, which a server render skips silently (React 19 no longer warns, and
 * behaves the same). A component is rendered either on a server or in a browser for its whole life,
 * so each one always calls the same hook.
 *
 * Every module of the library imports this one (eslint forbids React's own in the library sources).
 */
export function useLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  // One of the two, the same one for the component's whole life (see above).
  (isServerRender() ? useEffect : useReactLayoutEffect)(effect, deps);
}

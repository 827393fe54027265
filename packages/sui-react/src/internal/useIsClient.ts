import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true in the browser: whether a portal into `document` may render. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

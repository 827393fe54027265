import { useSyncExternalStore } from 'react';

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    const done = () => {
      idle = true;
      for (const notify of listeners) notify();
    };
    // After the first page has shown and the browser has nothing more urgent (2 s at the latest).
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 200);
  }
  return () => listeners.delete(listener);
}

/**
 * False until the browser is first idle after the site has started, then true for good: parts that
 * the first view does not need (the API tables, the example anchors' tooltips) wait for it, so that
 * they do not compete with the page's first paint for the network and the main thread.
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}

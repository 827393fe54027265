import { startTransition, useEffect, useState } from 'react';

let idle = false;
let idleSoon: Promise<void> | undefined;

/** Resolves when the browser is first idle after the site has started (2 s at the latest). */
function whenIdle(): Promise<void> {
  idleSoon ??= new Promise<void>((resolve) => {
    const done = () => {
      idle = true;
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 200);
  });
  return idleSoon;
}

/**
 * False until the browser is first idle after the site has started, then true for good: parts that
 * the first view does not need (the API tables, the example anchors' tooltips) wait for it, so that
 * they do not compete with the page's first paint for the network and the main thread. The switch
 * renders as a transition, in slices that leave the main thread free.
 */
export function useAfterIdle(): boolean {
  const [now, setNow] = useState(idle);
  useEffect(() => {
    if (now) return;
    let active = true;
    void whenIdle().then(() => {
      if (active) startTransition(() => setNow(true));
    });
    return () => {
      active = false;
    };
  }, [now]);
  return now;
}

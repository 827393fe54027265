/**
 * Checks that span several components (a tabset and its tabs, a sidebar container and its parts, a
 * dropdown and its menu) run in the browser in layout effects, once the children have registered.
 * A server render (react-dom/server) runs no effect, so there the children register while they
 * render and a last child element, rendered after them, runs the same checks and throws the same
 * errors.
 *
 * That element is rendered in the browser too (it draws nothing there), so the tree, and the ids
 * `useId` derives from it, are the same on both sides and hydration matches.
 */

/** Whether this render runs without a DOM, as on a server: no effect will follow it. */
export function isServerRender(): boolean {
  return typeof document === 'undefined';
}

/** Counts what the children of one component report during one server render. */
export class ServerTally {
  private readonly counts = new Map<string, number>();

  /** Counts one more `key` and returns how many there are now. */
  add(key: string): number {
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }

  /** How many times `key` was counted. */
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Every key counted, in the order first counted. */
  keys(): string[] {
    return [...this.counts.keys()];
  }
}

/**
 * A new tally for this render when it is a server render, else null. Call it in the parent's render
 * (it is not a hook: the result is the same for every render of a page, server or browser).
 */
export function serverTally(): ServerTally | null {
  return isServerRender() ? new ServerTally() : null;
}

/**
 * The last child of a parent that validates its children: on the server it runs `check` (which
 * throws when the children are wrong); in the browser it does nothing. It never renders anything.
 * Children that suspend during a server render have not rendered when it runs, so they are not seen.
 */
export function ServerCheck({ check }: { check: () => void }): null {
  if (isServerRender()) check();
  return null;
}

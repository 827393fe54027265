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

/**
 * A new set for the children of one component to report into during this server render, or null in
 * the browser. Call it once per mount (`useState(serverSet)`): on a server every render is a mount.
 */
export function serverSet(): Set<string> | null {
  return isServerRender() ? new Set() : null;
}

/**
 * The last child of a parent that validates its children: on the server it runs `check` (which
 * throws when the children are wrong); in the browser it does nothing, as the parent's layout
 * effect checks there. It never renders anything. Children that suspend during a server render have
 * not rendered when it runs, so they are not seen.
 */
export function ServerCheck({ check }: { check: () => void }): null {
  if (isServerRender()) check();
  return null;
}

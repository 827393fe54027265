// Pure, so that bundles which do not use it leave it out.
const FOCUSABLE = /* @__PURE__ */ [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements inside `root` that Tab can reach, in document order. */
export function focusableWithin(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Moves focus to `el` when it is still in the document; returns whether it did. */
export function restoreFocus(el: Element | null | undefined): boolean {
  if (el instanceof HTMLElement && el.isConnected) {
    el.focus();
    return true;
  }
  return false;
}

/** Focuses the first element inside `root` that Tab can reach, or `root` itself when there is none. */
export function focusFirst(root: HTMLElement, options?: FocusOptions): void {
  (focusableWithin(root)[0] ?? root).focus(options);
}

import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Renders `element` as a server does: react-dom/server with no DOM. In a jsdom test `window` and
 * `document` are hidden for the call, so the components take their server paths.
 */
export function renderOnServer(element: ReactElement): string {
  const hide = typeof document !== 'undefined';
  if (hide) {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('window', undefined);
  }
  try {
    return renderToString(element);
  } finally {
    if (hide) vi.unstubAllGlobals();
  }
}

/** The message of the error a server render of `element` throws, or null when it renders. */
export function serverError(element: ReactElement): string | null {
  try {
    renderOnServer(element);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** What `hydrateServerHtml` gives back. */
export interface Hydrated {
  /** The element holding the hydrated markup (in the document). */
  container: HTMLElement;
  /** The server's HTML, as hydrated. */
  html: string;
  /** Everything React reported during hydration: console errors and warnings, recoverable errors. */
  problems: unknown[][];
  unmount(): void;
}

/**
 * Renders `element` on the server, puts the HTML in the document and hydrates it with the same
 * element, collecting every console error or warning and every recoverable error (a mismatch).
 */
export async function hydrateServerHtml(element: ReactElement): Promise<Hydrated> {
  const html = renderOnServer(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: unknown[][] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(['error', ...args]));
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => problems.push(['warn', ...args]));
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (reason) => problems.push(['recoverable', reason]),
      });
    });
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return {
    container,
    html,
    problems,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

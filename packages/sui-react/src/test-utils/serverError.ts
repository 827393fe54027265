import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** The message of the error a server render of `element` throws, or null when it renders. */
export function serverError(element: ReactElement): string | null {
  try {
    renderToString(element);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

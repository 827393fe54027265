import { useEffect } from 'react';
import { useLatest } from './useLatest.js';

/**
 * While `active`, an Escape key press anywhere in the document that nothing has handled yet calls
 * `onEscape`; unless that returns false, the key then counts as handled (`preventDefault`).
 */
export function useDocumentEscape(active: boolean, onEscape: () => boolean | void): void {
  const latest = useLatest(onEscape);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && latest.current() !== false) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, latest]);
}

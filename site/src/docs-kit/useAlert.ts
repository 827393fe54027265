import { useCallback } from 'react';
import { useModal } from 'sui-react/modal';
import { AlertModal } from './demo-modals';

/** `const alert = useAlert(); alert('Saved.', 'Title')`: shows an AlertModal and returns its handle. */
export function useAlert() {
  const modal = useModal();
  return useCallback(
    (message: string, title?: string) => modal.open(AlertModal, { context: { message, title } }),
    [modal],
  );
}

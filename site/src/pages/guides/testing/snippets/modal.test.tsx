import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from 'sui-react';
import { expect, test } from 'vitest';

// The component under test: a button that asks before it deletes.
function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="ui red button" onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <Modal size="tiny" onDismiss={() => setAsking(false)} onApprove={onDelete}>
          {(modal) => (
            <>
              <div className="header">Delete the file?</div>
              <div className="content">It cannot be restored.</div>
              <div className="actions">
                <button type="button" className="ui button" onClick={() => modal.deny('keep')}>
                  Keep it
                </button>
                <button type="button" className="ui red button" onClick={() => modal.approve('delete')}>
                  Delete it
                </button>
              </div>
            </>
          )}
        </Modal>
      )}
    </>
  );
}

test('opens a modal and answers it', async () => {
  const user = userEvent.setup();
  let deleted = 0;
  render(<DeleteButton onDelete={() => deleted++} />);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  // The modal is a dialog named by its header.
  const dialog = screen.getByRole('dialog', { name: 'Delete the file?' });
  await user.click(screen.getByRole('button', { name: 'Delete it' }));

  // It closes with a short animation, then reports the answer: wait until it has gone.
  await waitForElementToBeRemoved(dialog);
  expect(deleted).toBe(1);
});

test('Escape closes it without an answer', async () => {
  const user = userEvent.setup();
  let deleted = 0;
  render(<DeleteButton onDelete={() => deleted++} />);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the file?' });
  await user.keyboard('{Escape}');

  await waitForElementToBeRemoved(dialog);
  expect(deleted).toBe(0);
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});

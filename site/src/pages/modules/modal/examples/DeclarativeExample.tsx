import { useState } from 'react';
import { Modal } from 'sui-react/modal';
import { useAlert } from '../../../../docs-kit/useAlert';

export default function DeclarativeExample() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('none yet');
  const alert = useAlert();

  return (
    <>
      <button type="button" className="ui button" onClick={() => setOpen(true)}>
        Show the terms
      </button>
      <p>
        Last outcome: <strong>{outcome}</strong>
      </p>
      {open && (
        <Modal<string, string>
          size="small"
          closeResult="closed"
          onDismiss={() => setOpen(false)}
          onApprove={(result) => setOutcome(`approved (${result})`)}
          onDeny={(result) => setOutcome(`denied (${result})`)}
        >
          {(modal) => (
            <>
              <div className="header">Terms of use</div>
              <div className="content">
                <p>This modal is open for as long as it is rendered: here, while a state is true.</p>
                <button
                  type="button"
                  className="ui basic button"
                  onClick={() => alert('Escape closes this one only.', 'A modal on a modal')}
                >
                  Open a second modal
                </button>
              </div>
              <div className="actions">
                <button type="button" className="ui button" onClick={() => modal.deny('declined')}>
                  Decline
                </button>
                <button
                  type="button"
                  className="ui primary button"
                  autoFocus
                  onClick={() => modal.approve('accepted')}
                >
                  Accept
                </button>
              </div>
            </>
          )}
        </Modal>
      )}
    </>
  );
}

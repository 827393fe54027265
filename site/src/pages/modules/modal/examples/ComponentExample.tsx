import { useId, useState } from 'react';
import { MODAL_SIZES, useModal, type ModalSize } from 'sui-react/modal';
import { Select } from 'sui-react/select';
import { ConfirmModal } from '../../../../docs-kit/demo-modals';
import { useAlert } from '../../../../docs-kit/useAlert';

export default function ComponentExample() {
  const modal = useModal();
  const alert = useAlert();
  const [size, setSize] = useState<ModalSize>('small');
  const labelId = useId();

  const confirm = () => {
    modal
      .open(ConfirmModal, {
        context: { title: 'Are you sure?', question: 'Are you sure about accepting this?' },
        size,
      })
      .onApprove(() => alert('User has accepted.'))
      .onDeny(() => alert('User has denied.'));
  };

  return (
    <div className="ui form">
      <div className="inline fields">
        <div className="field">
          <label id={labelId}>Modal Size:</label>
          <Select
            selection
            options={[...MODAL_SIZES]}
            value={size}
            onChange={(next) => next && setSize(next)}
            aria-labelledby={labelId}
          />
        </div>
        <div className="field">
          <button type="button" className="ui primary button" onClick={confirm}>
            Confirm?
          </button>
        </div>
      </div>
    </div>
  );
}

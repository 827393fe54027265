import { useId, useState } from 'react';
import { MODAL_SIZES, useModal, type ModalSize } from 'sui-react/modal';
import { ConfirmModal } from '../../../../docs-kit/demo-modals';
import { useAlert } from '../../../../docs-kit/useAlert';

export default function ComponentExample() {
  const modal = useModal();
  const alert = useAlert();
  const [size, setSize] = useState<ModalSize>('small');
  const sizeId = useId();

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
          <label htmlFor={sizeId}>Modal Size:</label>
          <select id={sizeId} value={size} onChange={(event) => setSize(event.target.value as ModalSize)}>
            {MODAL_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
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

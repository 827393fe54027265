// The site's shared demo modals. Pages report events with `useAlert()` (in useAlert.ts) or open
// these with `useModal().open(AlertModal, ...)`.
import type { ModalComponent } from 'sui-react/modal';

/** What an alert shows. */
export interface AlertContext {
  message: string;
  title?: string;
}

/** A small message box with an OK button, used by the example pages to report what happened. */
export const AlertModal: ModalComponent<AlertContext, void, void> = ({ context, approve }) => (
  <>
    {context.title && <div className="header">{context.title}</div>}
    <div className="content">
      <p>{context.message}</p>
    </div>
    <div className="actions">
      <button type="button" className="ui green button" autoFocus onClick={() => approve()}>
        OK
      </button>
    </div>
  </>
);
AlertModal.modalConfig = { size: 'small', transitionDuration: 200 };

/** What a confirmation asks. */
export interface ConfirmContext {
  title: string;
  question: string;
}

/** Asks a question with OK and Cancel; it can only be answered, not closed. */
export const ConfirmModal: ModalComponent<ConfirmContext, void, void> = ({ context, approve, deny }) => (
  <>
    <div className="header">{context.title}</div>
    <div className="content">
      <p>{context.question}</p>
    </div>
    <div className="actions">
      <button type="button" className="ui red button" onClick={() => deny()}>
        Cancel
      </button>
      <button type="button" className="ui green button" autoFocus onClick={() => approve()}>
        OK
      </button>
    </div>
  </>
);
ConfirmModal.modalConfig = { closable: false, size: 'small', transitionDuration: 200 };

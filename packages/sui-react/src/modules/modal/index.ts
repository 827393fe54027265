export { Modal, type ModalProps, type ModalConfig, type ModalControls } from './Modal.js';
export {
  ModalProvider,
  useModal,
  type ModalProviderProps,
  type ModalService,
  type ModalOptions,
  type RenderModalOptions,
  type ModalComponent,
  type ModalComponentProps,
  type ActiveModal,
} from './ModalProvider.js';
export {
  MODAL_SIZES,
  modalReducer,
  modalScrolls,
  initialModalState,
  type ModalSize,
  type ModalResult,
  type ModalPhase,
  type ModalState,
  type ModalAction,
} from './state.js';

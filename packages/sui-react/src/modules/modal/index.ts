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
export { MODAL_SIZES, type ModalSize, type ModalResult } from './state.js';

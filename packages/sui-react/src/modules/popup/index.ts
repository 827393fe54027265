export { Popup, type PopupProps, type PopupHandle, type PopupContentProps } from './Popup.js';
export type { VirtualElement } from '../../internal/position.js';
export {
  PopupConfigProvider,
  POPUP_DEFAULTS,
  type PopupConfig,
  type PopupConfigProviderProps,
} from './config.js';
export {
  POPUP_PLACEMENTS,
  POPUP_SIZES,
  POPUP_TRIGGERS,
  POPUP_WIDTHS,
  type PopupPlacement,
  type PopupSize,
  type PopupTrigger,
  type PopupWidth,
} from './state.js';

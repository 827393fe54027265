export { Toaster, useToast, type ToasterProps } from './Toaster.js';
export {
  toast,
  TOAST_POSITIONS,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastPromiseOptions,
  type ToastType,
} from './toast.js';

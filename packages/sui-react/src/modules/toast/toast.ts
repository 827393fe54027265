// The imperative API: one store for the page, kept in this module. Nothing here touches window or
// document, so `toast()` may run on a server or before any Toaster mounts: the toast waits in the
// store and shows when a Toaster mounts.
import type { ReactNode } from 'react';
import { assertDuration, assertOneOf } from '../../internal/errors.js';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  removeToast,
  setToastLimit,
  updateToast,
  type ToastQueueState,
} from './state.js';

/** Where a toast shows: the Fomantic container classes. */
export type ToastPosition =
  'top right' | 'top left' | 'top center' | 'bottom right' | 'bottom left' | 'bottom center' | 'centered';

/** The positions, in the order the Toaster draws their containers. */
export const TOAST_POSITIONS: readonly ToastPosition[] = [
  'top right',
  'top left',
  'top center',
  'bottom right',
  'bottom left',
  'bottom center',
  'centered',
];

/** The kind of a toast: its colour, its default icon, and how urgently it is announced. */
export type ToastType = 'neutral' | 'info' | 'success' | 'warning' | 'error';

/** Each toast type and the icon `icon: true` draws for it (Fomantic's; none for neutral). */
export const TOAST_ICONS: Record<ToastType, string> = {
  neutral: '',
  info: 'info',
  success: 'checkmark',
  warning: 'warning',
  error: 'times',
};

/** A button in a toast's actions. */
export interface ToastAction {
  /** The button's text. */
  text: ReactNode;
  /** Classes on the button, e.g. `green`, `basic`, `positive`. */
  className?: string;
  /**
   * Called on click with the toast's id. The toast then closes, unless this returns `false`.
   */
  onClick?: (id: string) => boolean | void;
}

/** What a toast shows and how long. Every field is optional. */
export interface ToastOptions {
  /** Its id: a toast with the id of an open or queued one updates that one. Default: a new id. */
  id?: string;
  /**
   * `neutral` (white), `info`, `success`, `warning` or `error`: the colour, the icon of `icon: true`,
   * and the announcement (`error` and `warning` at once, the others politely). Default `neutral`.
   * An unknown one throws.
   */
  type?: ToastType;
  /** The title, in bold above the message. */
  title?: ReactNode;
  /** The message. */
  message?: ReactNode;
  /** More classes on the `ui toast`: a colour (`red`, `inverted`), `center aligned`. */
  className?: string;
  /** A Fomantic icon name, or `true` for the type's icon (info, checkmark, warning, times). */
  icon?: string | boolean;
  /** The address of an image shown at the start (a mini `ui image`). */
  image?: string;
  /** The image's text alternative; empty (decorative) by default. */
  imageAlt?: string;
  /**
   * How long it shows, in milliseconds; `0` keeps it until dismissed. Counting pauses while a toast
   * is hovered or focused and while the page is hidden. A negative, NaN or infinite value throws.
   * @default 3000
   */
  displayTime?: number;
  /** A bar counting down the display time, at the `top` or `bottom` (none by default). */
  progress?: 'top' | 'bottom';
  /** Fomantic's compact width (350px). Default `true`. */
  compact?: boolean;
  /** Whether it has a close button. Default `true`. */
  closable?: boolean;
  /** Buttons shown with the message. */
  actions?: ToastAction[];
  /**
   * Classes on the actions: `vertical` (a column beside the message), `attached` (joined to the
   * toast, `top attached` above it, `vertical attached` beside it), `basic`, `left`.
   */
  actionsClassName?: string;
  /** Where it shows. Default: the Toaster's `position` (`top right`). An unknown one throws. */
  position?: ToastPosition;
  /**
   * Called with its id when it closes on screen (timer, close button, action, Escape or
   * `toast.dismiss`); a toast dismissed while still waiting in the queue, or before any Toaster
   * mounted, never showed and is not reported.
   */
  onDismiss?: (id: string) => void;
}

/** What `toast.promise` shows in each state: options, or a function of the value or error. */
export interface ToastPromiseOptions<T> {
  loading: ToastOptions;
  success: ToastOptions | ((value: T) => ToastOptions);
  error: ToastOptions | ((reason: unknown) => ToastOptions);
}

/** The limit before a Toaster sets its own. */
const DEFAULT_LIMIT = 5;

let state: ToastQueueState<ToastOptions> = emptyToastQueue(DEFAULT_LIMIT);
const listeners = new Set<() => void>();
let count = 0;

function set(next: ToastQueueState<ToastOptions>): void {
  if (next === state) return;
  // With no Toaster to hide them, dismissed toasts leave at once.
  state = listeners.size ? next : { ...next, shown: next.shown.filter((t) => t.open) };
  listeners.forEach((listener) => listener());
}

function check(options: ToastOptions): ToastOptions {
  assertDuration('Toast', options.displayTime ?? 0, 'displayTime');
  assertOneOf('Toast', 'position', options.position, TOAST_POSITIONS);
  assertOneOf('Toast', 'type', options.type, Object.keys(TOAST_ICONS));
  return options;
}

/** The store the Toaster reads (not part of the public API). */
export const toastStore = {
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      // The last Toaster gone: toasts it was hiding leave now (a later Toaster does not show them again).
      if (!listeners.size) set({ ...state });
    };
  },
  remove: (id: string) => set(removeToast(state, id)),
  limit: (limit: number) => set(setToastLimit(state, limit)),
};

/**
 * Shows a toast and returns its id. Before any `<Toaster>` mounts (or on a server) the toast waits
 * and shows when one mounts. Throws for a bad `displayTime`, `position` or `type`.
 */
export function toast(options: ToastOptions = {}): string {
  const id = check(options).id ?? `toast-${++count}`;
  set(addToast(state, id, options));
  return id;
}

/** Changes an open or queued toast (merging the options) and restarts its display time. An unknown id is ignored. */
toast.update = (id: string, options: ToastOptions): void => set(updateToast(state, id, check(options)));

/** Dismisses a toast, or all of them without an id. An unknown id is ignored. */
toast.dismiss = (id?: string): void => set(dismissToast(state, id));

/**
 * Shows `loading` (kept until the promise settles), then updates the same toast with `success`
 * or `error` (their type, icon and the default display time unless they say otherwise). Returns
 * the toast's id.
 */
toast.promise = <T>(promise: Promise<T>, { loading, success, error }: ToastPromiseOptions<T>): string => {
  const id = toast({ icon: 'notched circle loading', displayTime: 0, ...loading });
  const settle =
    (type: ToastType, options: ToastOptions | ((result: never) => ToastOptions)) => (result: unknown) =>
      toast.update(id, {
        type,
        icon: true,
        displayTime: undefined,
        ...(typeof options === 'function' ? options(result as never) : options),
      });
  promise.then(settle('success', success), settle('error', error));
  return id;
};

/** The toast function and its methods, as `useToast()` returns them. */
export type ToastApi = typeof toast;

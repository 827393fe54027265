// The toast queue: pure functions over plain data, no React and no DOM. The Toaster renders
// `shown`; `toast()` and its methods change the state through these functions.

/** One toast in the queue. */
export interface ToastRecord<O> {
  readonly id: string;
  readonly options: O;
  /** False from its dismissal until its hide animation ends and `removeToast` takes it away. */
  readonly open: boolean;
  /** How many times its options were updated: a Toaster restarts its display time on each one. */
  readonly rev: number;
}

export interface ToastQueueState<O> {
  /** The toasts on screen (and those still hiding), newest first. */
  readonly shown: readonly ToastRecord<O>[];
  /** The toasts waiting for a place, oldest first: the first one is shown next. */
  readonly queued: readonly ToastRecord<O>[];
  /** How many open toasts may be shown at once (a whole number, 1 or more). */
  readonly limit: number;
}

export function emptyToastQueue<O>(limit: number): ToastQueueState<O> {
  return { shown: [], queued: [], limit };
}

/** Shows queued toasts, oldest first, while there is room (each shown one goes first: newest first). */
function promote<O>({ shown, queued, limit }: ToastQueueState<O>): ToastQueueState<O> {
  const room = Math.max(0, limit - shown.filter((t) => t.open).length);
  return { shown: [...queued.slice(0, room).reverse(), ...shown], queued: queued.slice(room), limit };
}

/**
 * Adds a toast: shown at once (newest first) when fewer than `limit` are open, else queued. An id
 * already open or queued is updated instead.
 */
export function addToast<O>(state: ToastQueueState<O>, id: string, options: O): ToastQueueState<O> {
  const updated = updateToast(state, id, options);
  if (updated !== state) return updated;
  // A toast still hiding under the same id makes way for the new one.
  const cleared = removeToast(state, id);
  return promote({ ...cleared, queued: [...cleared.queued, { id, options, open: true, rev: 0 }] });
}

/** Merges `options` into the open or queued toast `id` (a no-op, the same state, for any other id). */
export function updateToast<O>(
  state: ToastQueueState<O>,
  id: string,
  options: Partial<O>,
): ToastQueueState<O> {
  let found = false;
  const change = (list: readonly ToastRecord<O>[]) =>
    list.map((t) =>
      t.id === id && t.open
        ? ((found = true), { ...t, options: { ...t.options, ...options }, rev: t.rev + 1 })
        : t,
    );
  const next = { ...state, shown: change(state.shown), queued: change(state.queued) };
  return found ? next : state;
}

/**
 * Dismisses toast `id`, or every toast when `id` is undefined: a shown toast closes (it stays in
 * `shown` until `removeToast`), a queued one leaves the queue, and queued toasts take the room.
 * An unknown id is a no-op.
 */
export function dismissToast<O>(state: ToastQueueState<O>, id?: string): ToastQueueState<O> {
  const hit = (t: ToastRecord<O>) => id === undefined || t.id === id;
  return promote({
    ...state,
    shown: state.shown.map((t) => (t.open && hit(t) ? { ...t, open: false } : t)),
    queued: state.queued.filter((t) => !hit(t)),
  });
}

/** Takes a closed toast away once it has hidden (a no-op for an open or unknown id). */
export function removeToast<O>(state: ToastQueueState<O>, id: string): ToastQueueState<O> {
  return { ...state, shown: state.shown.filter((t) => t.open || t.id !== id) };
}

/**
 * Changes the limit. When fewer may now be open, the oldest open toasts go back to the head of the
 * queue (in their order), so none is lost; when more may, queued toasts are shown.
 */
export function setToastLimit<O>(state: ToastQueueState<O>, limit: number): ToastQueueState<O> {
  const open = state.shown.filter((t) => t.open);
  const back = open.slice(limit).reverse();
  return promote({
    ...state,
    limit,
    shown: state.shown.filter((t) => !back.includes(t)),
    queued: [...back, ...state.queued],
  });
}

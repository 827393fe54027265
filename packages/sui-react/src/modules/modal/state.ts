/** The sizes of the Semantic UI modal. */
export const MODAL_SIZES = ['mini', 'tiny', 'small', 'normal', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** How a modal ended: approved or denied, with the result it carried. */
export type ModalResult<A = unknown, D = unknown> =
  { readonly approved: true; readonly value: A } | { readonly approved: false; readonly value: D };

/**
 * The life of one modal: `opening` (the open transition runs), `open`, `closing` (approved or
 * denied: the close transition runs), `closed` (the transition has ended: events fire now).
 */
export type ModalPhase = 'opening' | 'open' | 'closing' | 'closed';

export interface ModalState {
  readonly phase: ModalPhase;
  /** Set by the first approve or deny, never changed afterwards. */
  readonly outcome: ModalResult | null;
}

export type ModalAction =
  | { readonly type: 'opened' }
  | { readonly type: 'approve'; readonly result: unknown }
  | { readonly type: 'deny'; readonly result: unknown }
  | { readonly type: 'closed' };

export const initialModalState: ModalState = { phase: 'opening', outcome: null };

/**
 * The rules of a modal's life. A modal closes once: the first approve or deny wins and later ones
 * are ignored; `closed` only follows `closing`. Returns the same object when nothing changes.
 */
export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'opened':
      return state.phase === 'opening' ? { ...state, phase: 'open' } : state;
    case 'approve':
    case 'deny':
      if (state.outcome) return state;
      return {
        phase: 'closing',
        outcome: { approved: action.type === 'approve', value: action.result } as ModalResult,
      };
    case 'closed':
      return state.phase === 'closing' ? { ...state, phase: 'closed' } : state;
  }
}

/**
 * Whether a modal scrolls: always with `mustScroll`, otherwise when it is taller than the viewport
 * less the dimmer's margins (2rem above and below).
 */
export function modalScrolls(mustScroll: boolean, viewportHeight: number, modalHeight: number, rem: number) {
  return mustScroll || viewportHeight < modalHeight + 4 * rem;
}

/** Refuses an unknown size or a duration that is not a number of milliseconds. */
export function assertModalConfig(size: string, transitionDuration: number): void {
  if (!(MODAL_SIZES as readonly string[]).includes(size)) {
    throw new Error(`Modal: size must be one of ${MODAL_SIZES.join(', ')} (got "${size}").`);
  }
  if (!Number.isFinite(transitionDuration) || transitionDuration < 0) {
    throw new Error(
      `Modal: transitionDuration must be a number of milliseconds, 0 or more (got ${String(transitionDuration)}).`,
    );
  }
}

import { assertDuration, assertOneOf } from '../../internal/errors.js';

/** The sizes of the Semantic UI modal. */
export const MODAL_SIZES = ['mini', 'tiny', 'small', 'normal', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** How a modal ended: approved or denied, with the result it carried. */
export type ModalResult<A = unknown, D = unknown> =
  { readonly approved: true; readonly value: A } | { readonly approved: false; readonly value: D };

/** Refuses an unknown size or a duration that is not a number of milliseconds. */
export function assertModalConfig(size: string, transitionDuration: number): void {
  assertOneOf('Modal', 'size', size, MODAL_SIZES);
  assertDuration('Modal', transitionDuration);
}

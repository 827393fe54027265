import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { TransitionController } from './TransitionController.js';

/** The props that bind a {@link TransitionController} to an element. */
export interface TransitionBinding {
  /** The Semantic UI transition classes; join them with the element's own classes. */
  className: string;
  /** The inline style used while animating. */
  style: CSSProperties;
  /** Whether the element is visible. */
  visible: boolean;
  /** Whether a transition is running. */
  animating: boolean;
}

/**
 * Binds a controller to any element: spread the result's `className` and `style` onto it.
 *
 * ```tsx
 * const t = useTransitionBinding(controller);
 * <img className={`ui image ${t.className}`} style={t.style} src="..." />
 * ```
 */
export function useTransitionBinding(controller: TransitionController): TransitionBinding {
  // Snapshots are immutable: one can be handed out as it is.
  return useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  ) as TransitionBinding;
}

/**
 * Creates one controller for the life of the component. Running transitions are stopped when the
 * component unmounts, so no timer outlives it.
 */
export function useTransitionController(initiallyVisible = false, display = 'block'): TransitionController {
  const [controller] = useState(() => new TransitionController(initiallyVisible, display));
  useEffect(() => () => controller.stopAll(), [controller]);
  return controller;
}

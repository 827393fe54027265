export {
  Transition,
  TransitionDirection,
  TRANSITION_NAMES,
  STATIC_ANIMATIONS,
  DEFAULT_TRANSITION_DURATION,
} from './transition.js';
export { TransitionController, type TransitionSnapshot } from './TransitionController.js';
export {
  useTransitionBinding,
  useTransitionController,
  type TransitionBinding,
} from './useTransitionBinding.js';

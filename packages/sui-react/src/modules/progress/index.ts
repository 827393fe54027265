export { Progress, type ProgressProps } from './Progress.js';
export {
  assertProgressMaximum,
  boundProgress,
  clampPrecision,
  hidesProgressText,
  progressPercent,
} from './state.js';

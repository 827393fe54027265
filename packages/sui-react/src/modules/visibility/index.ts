export { Visibility, type VisibilityProps, type VisibilityCallback } from './Visibility.js';
export type { VisibilityCalculations, VisibilityOffset, OffsetValue } from './calculations.js';

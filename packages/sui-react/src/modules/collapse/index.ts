export { Collapse, type CollapseProps } from './Collapse.js';
export {
  COLLAPSE_DEFAULT_DURATION,
  collapseReducer,
  collapseClass,
  initialCollapseState,
  isCollapseHidden,
  type CollapseState,
  type CollapseAction,
} from './state.js';

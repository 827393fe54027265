export {
  Grid,
  GridColumn,
  GridRow,
  type GridColumnProps,
  type GridColumns,
  type GridDevice,
  type GridOnly,
  type GridProps,
  type GridReversed,
  type GridReversedOn,
  type GridRowProps,
} from './Grid.js';

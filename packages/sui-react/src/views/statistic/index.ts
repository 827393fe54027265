export {
  Statistic,
  StatisticGroup,
  StatisticLabel,
  StatisticValue,
  type StatisticGroupProps,
  type StatisticGroupWidths,
  type StatisticLabelProps,
  type StatisticProps,
  type StatisticSize,
  type StatisticValueProps,
} from './Statistic.js';

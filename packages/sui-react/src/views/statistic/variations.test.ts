import { testVariations } from '../../test-utils/variations.js';
import { STATISTIC_GROUP_VARIATIONS, STATISTIC_VARIATIONS } from './Statistic.js';

testVariations('views/statistic/index.ts', 'statistic', [
  { component: 'Statistic', table: STATISTIC_VARIATIONS, base: ['ui', 'statistic'] },
  { component: 'StatisticGroup', table: STATISTIC_GROUP_VARIATIONS, base: ['ui', 'statistics'] },
  { component: 'StatisticValue', table: {}, base: ['value'], notProps: { text: 'given by `text`' } },
]);

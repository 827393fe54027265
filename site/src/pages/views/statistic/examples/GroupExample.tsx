import { Statistic } from 'sui-react/statistic';

const items = [
  { key: 'faves', label: 'Saves', value: '22' },
  { key: 'views', label: 'Views', value: '31,200' },
  { key: 'members', label: 'Members', value: '22' },
];

// Statistics side by side, from data; `widths` shares the group's width between them evenly.
export default function GroupExample() {
  return <Statistic.Group widths="three" items={items} stackable />;
}

import { Statistic } from 'sui-react/statistic';

// A value and what it counts, as props or as parts. Written first, the label is shown first.
export default function StatisticExample() {
  return (
    <>
      <Statistic value="5,550" label="Downloads" />
      <Statistic>
        <Statistic.Label>Views</Statistic.Label>
        <Statistic.Value>40,509</Statistic.Value>
      </Statistic>
      <Statistic value="Three" text label="Signups" />
    </>
  );
}

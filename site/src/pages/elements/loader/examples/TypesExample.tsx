import { Dimmer } from 'sui-react/dimmer';
import { Loader } from 'sui-react/loader';
import { Segment } from 'sui-react/segment';

export default function TypesExample() {
  return (
    <>
      <Segment style={{ height: 120 }}>
        <Loader active />
      </Segment>
      <Segment style={{ height: 120 }}>
        <Dimmer dimmed clickable={false} wrapContent={false}>
          <Loader>Fetching the invoices</Loader>
        </Dimmer>
        <p>The report shows here once it has loaded.</p>
      </Segment>
    </>
  );
}

import { Loader } from 'sui-react/loader';
import { Segment } from 'sui-react/segment';

export default function StatesExample() {
  return (
    <>
      <Segment style={{ height: 100 }}>
        <Loader active indeterminate>
          Preparing the files
        </Loader>
      </Segment>
      <Segment style={{ height: 60 }}>
        <Loader disabled />
        <p>A disabled loader is hidden.</p>
      </Segment>
    </>
  );
}

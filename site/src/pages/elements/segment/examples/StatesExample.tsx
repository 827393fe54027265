import { useState } from 'react';
import { Segment } from 'sui-react/segment';

export default function StatesExample() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <button type="button" className="ui button" aria-pressed={loading} onClick={() => setLoading(!loading)}>
        Loading
      </button>
      <Segment loading={loading}>
        <p>
          While loading, a spinner covers this text and the segment is busy (aria-busy) for screen readers.
        </p>
      </Segment>
      <Segment disabled aria-disabled>
        A disabled segment is faded.
      </Segment>
    </>
  );
}

import { useState } from 'react';
import { Dimmer } from 'sui-react/dimmer';

export default function VariationsExample() {
  const [page, setPage] = useState(false);
  const [segment, setSegment] = useState(false);

  return (
    <div className="ui segment">
      <Dimmer
        className="page"
        dimmed={page}
        onDimmedChange={setPage}
        role="dialog"
        aria-modal="true"
        aria-label="Dimmed page"
      >
        <h2 className="ui inverted icon header">
          <i className="heart icon" aria-hidden="true" />
          The page has been dimmed!
        </h2>
      </Dimmer>
      <Dimmer inverted dimmed={segment} onDimmedChange={setSegment} wrapContent={false}>
        <div className="ui text loader" role="status">
          Enables loading screens!
        </div>
      </Dimmer>
      <p>Page dimmers and inverted dimmers are possible!</p>
      <button type="button" className="ui button" onClick={() => setPage(true)}>
        Dim Page
      </button>
      <button type="button" className="ui button" onClick={() => setSegment(true)}>
        Dim Segment
      </button>
    </div>
  );
}

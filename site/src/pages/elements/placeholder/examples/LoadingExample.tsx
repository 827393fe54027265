import { useState } from 'react';
import { Placeholder } from 'sui-react/placeholder';

export default function LoadingExample() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <button type="button" className="ui button" onClick={() => setLoading(!loading)}>
        {loading ? 'Show the comment' : 'Load again'}
      </button>
      <section aria-label="Latest comment" aria-busy={loading} style={{ marginTop: '1em' }}>
        {loading ? (
          <Placeholder>
            <Placeholder.Header image>
              <Placeholder.Line />
              <Placeholder.Line />
            </Placeholder.Header>
            <Placeholder.Paragraph>
              <Placeholder.Line length="full" />
              <Placeholder.Line length="medium" />
            </Placeholder.Paragraph>
          </Placeholder>
        ) : (
          <p>
            <strong>Ines</strong> wrote: the new timetable works for me, see you on Monday.
          </p>
        )}
      </section>
    </>
  );
}

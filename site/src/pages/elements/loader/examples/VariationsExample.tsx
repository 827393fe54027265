import { Loader } from 'sui-react/loader';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <div>
        Inline, in a line of text: <Loader active inline size="mini" aria-label="Saving" />
      </div>
      <Loader active inline="centered" aria-label="Loading the comments" />
      <Segment inverted style={{ height: 100 }}>
        <Loader active inverted size="small">
          Inverted
        </Loader>
      </Segment>
      <div>
        <Loader active inline size="tiny" aria-label="Tiny" />{' '}
        <Loader active inline size="small" aria-label="Small" /> <Loader active inline aria-label="Medium" />{' '}
        <Loader active inline size="large" aria-label="Large" />
      </div>
      <div>
        <Loader active inline color="violet" aria-label="Violet" />{' '}
        <Loader active inline elastic aria-label="Elastic" />{' '}
        <Loader active inline speed="slow" aria-label="Slow" />{' '}
        <Loader active inline speed="fast" aria-label="Fast" />
      </div>
    </>
  );
}

import { Rail } from 'sui-react/rail';
import { Segment } from 'sui-react/segment';

// Rails sit outside their container: this one takes 40% of the width, so the rails have room at any
// screen size (each is 60% as wide as it, and very close).
export default function TypesExample() {
  return (
    <Segment style={{ width: '40%', margin: '0 auto', minHeight: '10em' }}>
      <p>The main content, in a segment. Its rails sit beside it, at its top.</p>
      <Rail position="left" close="very" style={{ width: '60%' }}>
        <Segment>Left rail</Segment>
      </Rail>
      <Rail position="right" close="very" style={{ width: '60%' }}>
        <Segment>Right rail</Segment>
      </Rail>
    </Segment>
  );
}

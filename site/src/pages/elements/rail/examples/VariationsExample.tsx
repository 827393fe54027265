import { Rail } from 'sui-react/rail';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <Segment style={{ minHeight: '8em' }}>
        <Rail internal position="left" style={{ width: '40%' }}>
          <Segment>Internal, left</Segment>
        </Rail>
        <Rail internal attached position="right" style={{ width: '40%' }}>
          <Segment>Internal, attached</Segment>
        </Rail>
      </Segment>
      <Segment style={{ width: '40%', margin: '2em auto 0', minHeight: '8em' }}>
        <p>Dividing rails draw a line beside the content.</p>
        <Rail dividing close="very" position="left" size="small" style={{ width: '60%' }}>
          Small text in a dividing rail
        </Rail>
        <Rail attached position="right" size="small" style={{ width: '60%' }}>
          <Segment>Attached</Segment>
        </Rail>
      </Segment>
    </>
  );
}

import { Divider } from 'sui-react/divider';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <Segment inverted>
        <p>Inverted: a light line for a dark background.</p>
        <Divider inverted />
        <Divider horizontal inverted>
          And
        </Divider>
      </Segment>
      <p>Fitted: no space above or below.</p>
      <Divider fitted />
      <p>Hidden: the space of a divider, no line.</p>
      <Divider hidden />
      <p>Section: more space, between sections.</p>
      <Divider section />
      <Segment>
        <p style={{ float: 'right' }}>Floated right</p>
        <Divider clearing />
        <p>Clearing: the divider goes under the floated text.</p>
      </Segment>
      <Divider horizontal textAlign="left">
        Left aligned
      </Divider>
      <Divider horizontal textAlign="right" size="small">
        Right aligned, small
      </Divider>
    </>
  );
}

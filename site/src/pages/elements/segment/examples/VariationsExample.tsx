import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <Segment attached="top">Attached to the one below</Segment>
      <Segment attached>Attached on both sides</Segment>
      <Segment attached="bottom">Attached to the one above</Segment>
      <Segment padded="very">Very padded</Segment>
      <Segment compact>Compact: as wide as its text</Segment>
      <Segment color="red">A red top border</Segment>
      <Segment inverted color="violet">
        Inverted violet
      </Segment>
      <Segment secondary>Secondary: less emphasis</Segment>
      <Segment tertiary>Tertiary: even less</Segment>
      <Segment inverted secondary>
        Inverted secondary
      </Segment>
      <Segment clearing>
        <Segment floated="right" compact>
          Floated right
        </Segment>
        Clearing: the frame holds the floated segment.
      </Segment>
      <Segment textAlign="center">Centred text</Segment>
      <Segment basic>Basic: no frame at all</Segment>
      <Segment circular style={{ width: 140, height: 140 }}>
        Circular
      </Segment>
      <Segment size="small">Small</Segment>
      <Segment size="large">Large</Segment>
    </>
  );
}

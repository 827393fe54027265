import { Card } from 'sui-react/card';
import { Segment } from 'sui-react/segment';
import landscape from './landscape.svg';

// Colours, raised, fluid and centred cards, and Fomantic's horizontal, basic and inverted ones.
export default function VariationsExample() {
  return (
    <>
      <Card.Group itemsPerRow={3} stackable>
        <Card color="red" header="Red" />
        <Card color="teal" raised header="Teal, raised" />
        <Card color="violet" basic header="Violet, basic" />
      </Card.Group>
      <Card fluid header="Fluid" description="As wide as its container." />
      <Card centered header="Centred" />
      <Card
        horizontal
        image={{ src: landscape, alt: '' }}
        header="Horizontal"
        description="The image beside the content."
      />
      <Segment inverted>
        <Card inverted header="Inverted" meta="On a dark ground" />
      </Segment>
    </>
  );
}

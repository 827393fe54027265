import { Header } from 'sui-react/header';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <Header as="h3" dividing>
        Dividing: a line under the header
      </Header>
      <Header as="h3" block>
        Block: a grey box
      </Header>
      <Header as="h4" attached="top">
        Attached to the segment below
      </Header>
      <Segment attached>The header and this segment are drawn as one piece.</Segment>
      <Header as="h4" attached="bottom">
        And to the segment above
      </Header>
      <Segment clearing>
        <Header as="h4" floated="right">
          Floated right
        </Header>
        <Header as="h4" floated="left">
          Floated left
        </Header>
      </Segment>
      <Header as="h4" textAlign="right">
        Right aligned
      </Header>
      <Header as="h4" textAlign="center">
        Centred
      </Header>
      <Header as="h4" color="violet">
        Violet
      </Header>
      <Header as="h4" color="red">
        Red
      </Header>
      <Segment inverted>
        <Header as="h4" inverted color="yellow">
          Inverted, on a dark segment
        </Header>
      </Segment>
      <Header size="tiny">Tiny</Header>
      <Header size="large">Large</Header>
      <Header size="huge">Huge</Header>
    </>
  );
}

import { Segment } from 'sui-react/segment';

export default function GroupsExample() {
  return (
    <>
      <Segment.Group>
        <Segment>Top</Segment>
        <Segment.Group horizontal>
          <Segment>Left</Segment>
          <Segment>Middle</Segment>
          <Segment>Right</Segment>
        </Segment.Group>
        <Segment>Bottom</Segment>
      </Segment.Group>
      <Segment.Group raised>
        <Segment>A raised group</Segment>
        <Segment>of two segments</Segment>
      </Segment.Group>
      <Segment.Group piled>
        <Segment>A piled group</Segment>
        <Segment>of two segments</Segment>
      </Segment.Group>
      <Segment.Group horizontal stackable>
        <Segment>Side by side,</Segment>
        <Segment>stacked on a phone</Segment>
      </Segment.Group>
    </>
  );
}

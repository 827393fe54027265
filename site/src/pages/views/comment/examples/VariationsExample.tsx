import { Comment, Segment } from 'sui-react';
import ana from './ana.svg';

function One() {
  return (
    <Comment>
      <Comment.Avatar src={ana} />
      <Comment.Content>
        <Comment.Author>Ana Ruiz</Comment.Author>
        <Comment.Metadata>
          <span>2 days ago</span>
        </Comment.Metadata>
        <Comment.Text>Pears planted.</Comment.Text>
        <Comment.Actions>
          <Comment.Action href="#reply">Reply</Comment.Action>
        </Comment.Actions>
      </Comment.Content>
    </Comment>
  );
}

// Minimal (actions shown on hover or focus), a size, and Fomantic's inverted comments.
export default function VariationsExample() {
  return (
    <>
      <Comment.Group minimal>
        <One />
      </Comment.Group>
      <Comment.Group size="large">
        <One />
      </Comment.Group>
      <Segment inverted>
        <Comment.Group inverted>
          <One />
        </Comment.Group>
      </Segment>
    </>
  );
}

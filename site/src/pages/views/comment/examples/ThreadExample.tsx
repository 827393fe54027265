import { Comment, Header } from 'sui-react';
import ana from './ana.svg';
import ben from './ben.svg';
import cleo from './cleo.svg';

// A threaded discussion: each reply sits in a Comment.Group inside the comment it answers.
export default function ThreadExample() {
  return (
    <Comment.Group threaded>
      <Header as="h3" dividing>
        Comments
      </Header>
      <Comment>
        <Comment.Avatar src={ana} />
        <Comment.Content>
          <Comment.Author as="a" href="#ana">
            Ana Ruiz
          </Comment.Author>
          <Comment.Metadata>
            <span>Today at 5:42 PM</span>
          </Comment.Metadata>
          <Comment.Text>Shall we plant the pears before the frost?</Comment.Text>
          <Comment.Actions>
            <Comment.Action href="#reply-ana">Reply</Comment.Action>
          </Comment.Actions>
        </Comment.Content>
        <Comment.Group>
          <Comment>
            <Comment.Avatar src={ben} />
            <Comment.Content>
              <Comment.Author as="a" href="#ben">
                Ben Okafor
              </Comment.Author>
              <Comment.Metadata>
                <span>Just now</span>
              </Comment.Metadata>
              <Comment.Text>Yes: the ground is still soft.</Comment.Text>
              <Comment.Actions>
                <Comment.Action href="#reply-ben">Reply</Comment.Action>
              </Comment.Actions>
            </Comment.Content>
          </Comment>
        </Comment.Group>
      </Comment>
      <Comment>
        <Comment.Avatar src={cleo} />
        <Comment.Content>
          <Comment.Author as="a" href="#cleo">
            Cleo Martin
          </Comment.Author>
          <Comment.Metadata>
            <span>Yesterday at 12:30 AM</span>
          </Comment.Metadata>
          <Comment.Text>The bees are back in the lavender.</Comment.Text>
        </Comment.Content>
      </Comment>
    </Comment.Group>
  );
}

import { useState } from 'react';
import { Comment } from 'sui-react';
import ana from './ana.svg';

// Actions that run code are buttons; `active` is their pressed state.
export default function ActionsExample() {
  const [saved, setSaved] = useState(false);
  const [replying, setReplying] = useState(false);
  return (
    <Comment.Group>
      <Comment>
        <Comment.Avatar src={ana} />
        <Comment.Content>
          <Comment.Author>Ana Ruiz</Comment.Author>
          <Comment.Text>The new hive is ready by the shed.</Comment.Text>
          <Comment.Actions>
            <Comment.Action active={replying} onClick={() => setReplying(!replying)}>
              Reply
            </Comment.Action>
            <Comment.Action active={saved} onClick={() => setSaved(!saved)}>
              {saved ? 'Saved' : 'Save'}
            </Comment.Action>
            <Comment.Action href="#hive">Link</Comment.Action>
          </Comment.Actions>
          {replying && <p>Your reply goes here.</p>}
        </Comment.Content>
      </Comment>
    </Comment.Group>
  );
}

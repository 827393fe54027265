import { useState } from 'react';
import { Button, Comment } from 'sui-react';
import ben from './ben.svg';
import cleo from './cleo.svg';

// Replies folded away with `collapsed`: hidden from sight and from screen readers.
export default function CollapsedExample() {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <>
      <Button
        size="small"
        aria-expanded={!collapsed}
        aria-controls="replies"
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? 'Show replies' : 'Hide replies'}
      </Button>
      <Comment.Group>
        <Comment>
          <Comment.Avatar src={ben} />
          <Comment.Content>
            <Comment.Author>Ben Okafor</Comment.Author>
            <Comment.Text>Does the gate still stick in the rain?</Comment.Text>
          </Comment.Content>
          <Comment.Group collapsed={collapsed} id="replies">
            <Comment>
              <Comment.Avatar src={cleo} />
              <Comment.Content>
                <Comment.Author>Cleo Martin</Comment.Author>
                <Comment.Text>A little. I will plane it on Sunday.</Comment.Text>
              </Comment.Content>
            </Comment>
          </Comment.Group>
        </Comment>
      </Comment.Group>
    </>
  );
}

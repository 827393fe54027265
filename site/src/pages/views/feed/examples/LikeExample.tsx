import { useState } from 'react';
import { Feed, Icon } from 'sui-react';

// A like that does something: with onClick it is a button, `active` its pressed state.
export default function LikeExample() {
  const [liked, setLiked] = useState(false);
  return (
    <Feed>
      <Feed.Event icon="tree">
        <Feed.Content>
          <Feed.Summary content="The orchard gave 40 kg of apples this week" date="Today" />
          <Feed.Meta>
            <Feed.Like active={liked} onClick={() => setLiked(!liked)}>
              <Icon name="like" />
              {liked ? 5 : 4} likes
            </Feed.Like>
          </Feed.Meta>
        </Feed.Content>
      </Feed.Event>
    </Feed>
  );
}

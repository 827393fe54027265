import { Feed, Icon } from 'sui-react';
import ana from './ana.svg';
import ben from './ben.svg';

// A feed written out part by part: each event a label (a picture or an icon) and its content.
export default function BasicExample() {
  return (
    <Feed>
      <Feed.Event>
        <Feed.Label image={ana} />
        <Feed.Content>
          <Feed.Summary>
            <Feed.User href="#ana">Ana Ruiz</Feed.User> planted three apple trees
            <Feed.Date>1 hour ago</Feed.Date>
          </Feed.Summary>
          <Feed.Meta>
            <Feed.Like>
              <Icon name="like" />4 likes
            </Feed.Like>
          </Feed.Meta>
        </Feed.Content>
      </Feed.Event>
      <Feed.Event>
        <Feed.Label icon="pencil" />
        <Feed.Content>
          <Feed.Summary>
            <Feed.User href="#ben">Ben Okafor</Feed.User> wrote on the board
            <Feed.Date>3 hours ago</Feed.Date>
          </Feed.Summary>
          <Feed.Extra text>The fence by the pond is mended; the gate sticks a little in the rain.</Feed.Extra>
        </Feed.Content>
      </Feed.Event>
      <Feed.Event>
        <Feed.Label>
          <img src={ben} alt="" />
        </Feed.Label>
        <Feed.Content date="Yesterday" summary="Ben Okafor joined the team" />
      </Feed.Event>
    </Feed>
  );
}

import { Card } from 'sui-react/card';
import { Icon } from 'sui-react/icon';
import { Image } from 'sui-react/image';
import ana from './ana.svg';

// A card written with its parts: a wrapped image (no `ui` class), a content, an extra content.
export default function CardExample() {
  return (
    <Card>
      <Image src={ana} alt="Ana, smiling" wrapped ui={false} />
      <Card.Content>
        <Card.Header>Ana Lima</Card.Header>
        <Card.Meta>
          <span className="date">Joined in 2019</span>
        </Card.Meta>
        <Card.Description>Ana plays the cello in a string quartet.</Card.Description>
      </Card.Content>
      <Card.Content extra>
        <Icon name="user" />
        22 friends
      </Card.Content>
    </Card>
  );
}

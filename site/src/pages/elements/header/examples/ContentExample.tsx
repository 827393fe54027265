import { Header } from 'sui-react/header';
import { Icon } from 'sui-react/icon';
import school from './school.svg';

export default function ContentExample() {
  return (
    <>
      <Header as="h3" content="Notifications" subheader="Choose what reaches your inbox" />
      <Header as="h3" icon="plug" content="Power" subheader="Every socket in the building" />
      <Header as="h3" image={school} content="Courses" />
      <Header as="h3">
        <Icon name="settings" />
        <Header.Content>
          Settings
          <Header.Subheader>Children instead of shorthand props</Header.Subheader>
        </Header.Content>
      </Header>
    </>
  );
}

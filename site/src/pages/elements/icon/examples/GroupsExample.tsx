import { Icon } from 'sui-react/icon';

export default function GroupsExample() {
  return (
    <p>
      <Icon.Group size="huge" aria-label="Add a user">
        <Icon name="user" />
        <Icon corner name="add" />
      </Icon.Group>
      <Icon.Group size="huge">
        <Icon name="folder" />
        <Icon corner="top right" name="lock" color="red" />
      </Icon.Group>
      <Icon.Group size="huge">
        <Icon name="circle outline" size="big" color="grey" />
        <Icon name="comment" />
      </Icon.Group>
    </p>
  );
}

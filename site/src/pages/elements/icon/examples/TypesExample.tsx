import { Icon } from 'sui-react/icon';

export default function TypesExample() {
  return (
    <p>
      <Icon name="home" />
      <Icon name="user circle" />
      <Icon name="calendar alternate outline" />
      <Icon name="github" />
      <Icon name="trash alternate" aria-label="Delete" />
    </p>
  );
}

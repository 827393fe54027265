import { Header } from 'sui-react/header';
import { Icon } from 'sui-react/icon';

export default function TypesExample() {
  return (
    <>
      <Header as="h3">A page header (h3)</Header>
      <Header as="h4">A page header (h4)</Header>
      <Header size="small">A content header: sized by the size prop, with no heading level</Header>
      <Header as="h3" icon textAlign="center">
        <Icon name="users" circular />
        Team members
        <Header.Subheader>Who can see and change this project</Header.Subheader>
      </Header>
      <Header as="h4" sub>
        Price
      </Header>
      <p>12 euros a month</p>
    </>
  );
}

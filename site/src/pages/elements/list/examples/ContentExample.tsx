import { Button } from 'sui-react/button';
import { Image } from 'sui-react/image';
import { List } from 'sui-react/list';
import ana from '../../image/examples/ana.svg';
import ben from '../../image/examples/ben.svg';
import cleo from '../../image/examples/cleo.svg';

const people = [
  { name: 'Ana', picture: ana, seen: 'Online now' },
  { name: 'Ben', picture: ben, seen: 'Seen an hour ago' },
  { name: 'Cleo', picture: cleo, seen: 'Seen yesterday' },
];

export default function ContentExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2em' }}>
      <List
        items={[
          { key: 'office', icon: 'building', header: 'Office', description: '12 Harbour Street' },
          { key: 'phone', icon: 'phone', header: 'Phone', description: '+44 20 7946 0000' },
          { key: 'mail', icon: 'mail', header: 'Email', description: 'hello@example.com' },
        ]}
      />
      <List divided verticalAlign="middle" style={{ minWidth: '16em' }}>
        {people.map(({ name, picture, seen }) => (
          <List.Item key={name}>
            <List.Content floated="right">
              <Button size="mini" aria-label={`Invite ${name}`}>
                Invite
              </Button>
            </List.Content>
            <Image avatar src={picture} alt="" />
            <List.Content header={name} description={seen} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}

import { List } from 'sui-react/list';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <List horizontal divided items={['Terms', 'Privacy', 'Cookies']} />
      <Segment inverted as="nav" aria-label="Sections">
        <List link horizontal inverted>
          <List.Item active href="#/elements/list" aria-current="page">
            Overview
          </List.Item>
          <List.Item href="#/elements/image">Image</List.Item>
          <List.Item href="#/elements/input">Input</List.Item>
        </List>
      </Segment>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2em' }}>
        <List celled items={['Celled', 'items', 'have lines']} />
        <List relaxed="very" items={['Very', 'relaxed', 'items']} />
        <List size="large" bulleted items={['A large', 'bulleted list']} />
      </div>
    </>
  );
}

import { List } from 'sui-react/list';

export default function TypesExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2em' }}>
      <List items={['Flour', 'Water', 'Salt', 'Yeast']} />
      <List bulleted>
        <List.Item>Mix</List.Item>
        <List.Item>
          Knead
          <List.List>
            <List.Item>Ten minutes by hand</List.Item>
            <List.Item>Five in a mixer</List.Item>
          </List.List>
        </List.Item>
        <List.Item>Let it rise</List.Item>
      </List>
      <List ordered>
        <List.Item>Shape the loaf</List.Item>
        <List.Item>Score the top</List.Item>
        <List.Item>Bake for forty minutes</List.Item>
      </List>
      <List as="ol">
        <List.Item as="li">A native list</List.Item>
        <List.Item as="li" value="5">
          Starting again at five
        </List.Item>
        <List.Item as="li">Then six</List.Item>
      </List>
    </div>
  );
}

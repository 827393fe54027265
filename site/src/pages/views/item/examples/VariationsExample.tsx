import { Item } from 'sui-react/item';
import { Segment } from 'sui-react/segment';
import cleo from './cleo.svg';

const items = [
  {
    key: 'a',
    image: { src: cleo, alt: 'Cleo, with short dark hair', size: 'tiny' as const },
    header: 'Cleo Martin',
    meta: 'Beekeeper',
  },
  {
    key: 'b',
    header: 'Orchard',
    meta: 'Forty apple trees',
    description: 'No picture: the content takes the width.',
  },
  { key: 'c', header: 'Closed for winter', meta: 'From December', disabled: true },
];

// Space and lines between items, no stacking on a phone, a size, and light text on a dark ground.
export default function VariationsExample() {
  return (
    <>
      <Item.Group divided relaxed="very" unstackable size="small" items={items} />
      <Segment inverted>
        <Item.Group inverted divided items={items} />
      </Segment>
    </>
  );
}

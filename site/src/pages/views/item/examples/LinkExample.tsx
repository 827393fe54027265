import { Item } from 'sui-react/item';
import ana from './ana.svg';
import ben from './ben.svg';

// Each item is a link: the whole item is one stop for the keyboard and one target for the pointer.
export default function LinkExample() {
  return (
    <Item.Group link>
      <Item as="a" href="#/views/item">
        <Item.Image size="tiny" src={ana} alt="" />
        <Item.Content header="Ana Ruiz" description="Gardener" />
      </Item>
      <Item as="a" href="#/views/item">
        <Item.Image size="tiny" src={ben} alt="" />
        <Item.Content header="Ben Okafor" description="Carpenter" />
      </Item>
    </Item.Group>
  );
}

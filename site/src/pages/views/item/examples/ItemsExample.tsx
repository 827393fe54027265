import { Button } from 'sui-react/button';
import { Item } from 'sui-react/item';
import { Label } from 'sui-react/label';
import landscape from './landscape.svg';
import square from './square.svg';

// Each item: a picture beside its content (header, meta, description, extra).
export default function ItemsExample() {
  return (
    <Item.Group divided>
      <Item>
        <Item.Image size="small" src={landscape} alt="Green hills under a blue sky" />
        <Item.Content>
          <Item.Header as="h3">Hill Camp</Item.Header>
          <Item.Meta>
            <span>$1,200</span> <span>one month</span>
          </Item.Meta>
          <Item.Description>
            Twelve pitches on a south-facing slope, a spring-fed tap and a wood store.
          </Item.Description>
          <Item.Extra>
            <Label content="Dogs welcome" />
            <Button primary floated="right" content="Book" />
          </Item.Extra>
        </Item.Content>
      </Item>
      <Item>
        <Item.Image size="small" src={square} alt="A red cottage with a green roof" />
        <Item.Content verticalAlign="middle">
          <Item.Header as="h3">Red Cottage</Item.Header>
          <Item.Meta>$900, two weeks</Item.Meta>
          <Item.Description>Two bedrooms and a garden by the river.</Item.Description>
        </Item.Content>
      </Item>
    </Item.Group>
  );
}

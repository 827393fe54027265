import { Item } from 'sui-react/item';
import landscape from './landscape.svg';

// The content lines up with the top, middle or bottom of its image.
export default function ContentExample() {
  return (
    <Item.Group>
      {(['top', 'middle', 'bottom'] as const).map((align) => (
        <Item key={align}>
          <Item.Image size="tiny" src={landscape} alt="" />
          <Item.Content verticalAlign={align} header={`${align} aligned`} meta="verticalAlign" />
        </Item>
      ))}
    </Item.Group>
  );
}

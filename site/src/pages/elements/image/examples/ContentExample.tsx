import { Image } from 'sui-react/image';
import { Segment } from 'sui-react/segment';
import landscape from './landscape.svg';

export default function ContentExample() {
  return (
    <>
      <Image
        src={landscape}
        alt="Green hills under a blue sky"
        size="small"
        spaced="right"
        label={{ content: 'New', color: 'red', ribbon: true }}
      />
      <Image
        src={landscape}
        alt="Green hills under a blue sky, sold"
        size="small"
        spaced="right"
        dimmer={{ active: true, content: 'Sold' }}
      />
      <Image size="small" verticalAlign="top">
        <Segment secondary>No picture yet</Segment>
      </Image>
    </>
  );
}

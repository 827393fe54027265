import { Image } from 'sui-react/image';
import ana from './ana.svg';
import ben from './ben.svg';
import cleo from './cleo.svg';

export default function GroupsExample() {
  return (
    <>
      <Image.Group size="tiny">
        <Image src={ana} alt="Ana" />
        <Image src={ben} alt="Ben" />
        <Image src={cleo} alt="Cleo" />
      </Image.Group>
      <Image.Group size="mini" circular>
        <Image src={ana} alt="Ana" />
        <Image src={ben} alt="Ben" />
        <Image src={cleo} alt="Cleo" />
      </Image.Group>
    </>
  );
}

import { Image } from 'sui-react/image';
import landscape from './landscape.svg';
import square from './square.svg';

export default function TypesExample() {
  return (
    <>
      <Image src={landscape} alt="Green hills under a blue sky" size="small" spaced="right" />
      <Image href="#/elements/label" src={square} alt="The Label page" size="tiny" spaced="right" />
      <Image wrapped src={square} alt="A red house with a green roof" size="tiny" />
    </>
  );
}

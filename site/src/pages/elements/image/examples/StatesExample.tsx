import { useState } from 'react';
import { Button } from 'sui-react/button';
import { Image } from 'sui-react/image';
import square from './square.svg';

export default function StatesExample() {
  const [hidden, setHidden] = useState(false);
  return (
    <>
      <Image src={square} alt="A red house, greyed out" size="tiny" disabled spaced="right" />
      <Image src={square} alt="A red house" size="tiny" hidden={hidden} spaced="right" />
      <Button toggle active={hidden} onClick={() => setHidden(!hidden)}>
        Hide the second house
      </Button>
    </>
  );
}

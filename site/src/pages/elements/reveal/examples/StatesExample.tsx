import { Image } from 'sui-react/image';
import { Reveal } from 'sui-react/reveal';
import cleo from '../../image/examples/cleo.svg';
import square from '../../image/examples/square.svg';

export default function StatesExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5em' }}>
      <Reveal animated="move right" active>
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={cleo} alt="Cleo, the neighbour (always shown)" size="tiny" />
        </Reveal.Content>
      </Reveal>
      <Reveal animated="move right" disabled>
        <Reveal.Content visible>
          <Image src={square} alt="The house (nothing to reveal)" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={cleo} alt="Cleo, the neighbour" size="tiny" />
        </Reveal.Content>
      </Reveal>
      <Reveal animated="move down" instant>
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={cleo} alt="Cleo, the neighbour" size="tiny" />
        </Reveal.Content>
      </Reveal>
    </div>
  );
}

import { Image } from 'sui-react/image';
import { Reveal } from 'sui-react/reveal';
import ana from '../../image/examples/ana.svg';
import ben from '../../image/examples/ben.svg';
import square from '../../image/examples/square.svg';

export default function TypesExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5em' }}>
      <Reveal animated="fade">
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={ana} alt="Ana, who lives there" size="tiny" />
        </Reveal.Content>
      </Reveal>
      <Reveal animated="move">
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={ben} alt="Ben, who built it" size="tiny" />
        </Reveal.Content>
      </Reveal>
      <Reveal animated="move up">
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={ana} alt="Ana, who lives there" size="tiny" />
        </Reveal.Content>
      </Reveal>
      <Reveal animated="rotate left">
        <Reveal.Content visible>
          <Image src={square} alt="The house" size="tiny" circular />
        </Reveal.Content>
        <Reveal.Content hidden>
          <Image src={ben} alt="Ben, who built it" size="tiny" circular />
        </Reveal.Content>
      </Reveal>
    </div>
  );
}

import { Segment } from 'sui-react/segment';

const lines = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the log`);

export default function FomanticExample() {
  return (
    <>
      <Segment scrolling="very short" tabIndex={0} role="region" aria-label="Log">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Segment>
      <Segment attached="top" seamless>
        Seamless: no line between
      </Segment>
      <Segment attached="bottom" seamless>
        these two attached segments
      </Segment>
      <Segment fitted="vertically">Vertically fitted: no padding above and below</Segment>
    </>
  );
}

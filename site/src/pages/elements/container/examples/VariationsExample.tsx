import { Container } from 'sui-react/container';
import { Segment } from 'sui-react/segment';

export default function VariationsExample() {
  return (
    <>
      <Segment secondary>
        <Container fluid>Fluid: the whole width, with no maximum.</Container>
      </Segment>
      <Segment secondary>
        <Container text textAlign="center">
          Centred text
        </Container>
      </Segment>
      <Segment secondary>
        <Container text textAlign="right">
          Right aligned text
        </Container>
      </Segment>
      <Segment secondary>
        <Container text textAlign="justified">
          Justified text spreads every full line from edge to edge, so that both sides of the paragraph are
          straight. It suits wide columns of long text better than narrow ones.
        </Container>
      </Segment>
      <Segment secondary>
        <Container wide>Wide (Fomantic UI): wider than a plain container on larger screens.</Container>
      </Segment>
    </>
  );
}

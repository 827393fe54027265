import { Container } from 'sui-react/container';
import { Segment } from 'sui-react/segment';

export default function TypesExample() {
  return (
    <>
      <Segment secondary>
        <Container>
          <p>
            A container keeps its content within a width that suits the screen: the whole width on a phone,
            then fixed widths on tablets and computers, centred. Here it is as wide as this example box
            allows.
          </p>
        </Container>
      </Segment>
      <Segment secondary>
        <Container text>
          <p>
            A text container is narrower, at most 700 pixels, and its text a little larger: a line of that
            width holds about as many words as is comfortable to read.
          </p>
        </Container>
      </Segment>
    </>
  );
}

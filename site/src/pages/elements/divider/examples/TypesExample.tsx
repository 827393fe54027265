import { Divider } from 'sui-react/divider';
import { Segment } from 'sui-react/segment';

export default function TypesExample() {
  return (
    <>
      <p>The first paragraph.</p>
      <Divider />
      <p>The second paragraph, after a line that screen readers call a separator.</p>
      <Divider horizontal>Or</Divider>
      <p>Horizontal: the line runs on both sides of its text.</p>
      <Segment>
        <div style={{ display: 'flex' }}>
          <p style={{ flex: 1, margin: 0, paddingRight: '2em' }}>Sign in with your e-mail address.</p>
          <p style={{ flex: 1, margin: 0, paddingLeft: '2em' }}>Sign in with a passkey.</p>
        </div>
        <Divider vertical>Or</Divider>
      </Segment>
    </>
  );
}

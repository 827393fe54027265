import { Button } from 'sui-react/button';

export default function TypesExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button>Cancel</Button>
        <Button primary>Publish</Button>
        <Button secondary>Save draft</Button>
        <Button basic>Preview</Button>
        <Button tertiary>Skip for now</Button>
      </div>
      <div>
        <Button as="a" href="#/elements/button">
          A link that looks like a button
        </Button>
      </div>
    </div>
  );
}

import { Button } from 'sui-react/button';

export default function VariationsExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button size="mini">Mini</Button>
        <Button size="small">Small</Button>
        <Button>Default</Button>
        <Button size="large">Large</Button>
        <Button size="huge">Huge</Button>
      </div>
      <div>
        <Button circular icon="settings" aria-label="Settings" />
        <Button compact>Compact</Button>
        <Button negative>Delete account</Button>
        <Button floated="right">Floated right</Button>
      </div>
      <div>
        <Button fluid basic>
          As wide as its container
        </Button>
      </div>
      <div>
        <Button attached="top">Above the text</Button>
        <div className="ui attached segment">
          <div>Attached buttons share an edge with the content beside them.</div>
        </div>
        <Button attached="bottom">Below the text</Button>
      </div>
      <div className="ui inverted segment">
        <Button inverted>Inverted</Button>
        <Button inverted basic>
          Inverted basic
        </Button>
      </div>
    </div>
  );
}

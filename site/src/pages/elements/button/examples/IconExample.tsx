import { Button } from 'sui-react/button';
import { Icon } from 'sui-react/icon';

export default function IconExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button icon="cloud download" aria-label="Download" />
        <Button icon="print" title="Print" basic />
        <Button icon>
          <Icon name="microphone slash" />
          Mute
        </Button>
      </div>
      <div>
        <Button icon="upload" content="Upload" labelPosition="left" />
        <Button icon="chevron right" content="Next step" labelPosition="right" secondary />
      </div>
    </div>
  );
}

import { Button } from 'sui-react/button';

export default function GroupsExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button.Group>
          <Button>Discard</Button>
          <Button.Or />
          <Button primary>Keep</Button>
        </Button.Group>
      </div>
      <div>
        <Button.Group
          basic
          buttons={[
            { key: 'left', icon: 'align left', 'aria-label': 'Align left' },
            { key: 'center', icon: 'align center', 'aria-label': 'Centre' },
            { key: 'right', icon: 'align right', 'aria-label': 'Align right' },
          ]}
        />
      </div>
      <Button.Group widths={3} buttons={['Day', 'Week', 'Month']} />
      <div>
        <Button.Group vertical labeled icon>
          <Button icon="play" content="Play" />
          <Button icon="pause" content="Pause" />
          <Button icon="stop" content="Stop" />
        </Button.Group>
      </div>
    </div>
  );
}

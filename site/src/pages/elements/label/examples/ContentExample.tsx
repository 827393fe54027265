import { Icon } from 'sui-react/icon';
import { Label } from 'sui-react/label';
import ann from './avatar-ann.svg';
import ben from './avatar-ben.svg';

export default function ContentExample() {
  return (
    <div style={{ display: 'grid', gap: '1em', justifyItems: 'start' }}>
      <div>
        <Label icon="mail" content="23" />
        <Label color="black" icon="mail" content="Inbox" detail="23" />
        <Label color="violet">
          <Icon name="tag" />
          Release
          <Label.Detail>2.9</Label.Detail>
        </Label>
      </div>
      <div>
        <Label image={{ src: ann, alt: '', avatar: true, spaced: 'right' }} content="Ann" />
        <Label image>
          <img src={ben} alt="" />
          Ben
        </Label>
      </div>
      <div>
        <Label as="a" href="#/elements/label" icon="external alternate" content="A label that is a link" />
      </div>
    </div>
  );
}

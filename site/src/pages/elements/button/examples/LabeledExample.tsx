import { Button } from 'sui-react/button';
import { Label } from 'sui-react/label';

export default function LabeledExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button content="Star" icon="star" label="1,204" />
        <Button
          content="Watch"
          icon="eye"
          label={{ content: '86', as: 'a', href: '#/elements/label' }}
          labelPosition="left"
        />
      </div>
      <div>
        <Button content="Follow" icon="user plus" label={<Label color="black">312</Label>} />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button } from 'sui-react/button';

export default function StatesExample() {
  const [bold, setBold] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div>
        <Button toggle active={bold} icon="bold" aria-label="Bold" onClick={() => setBold(!bold)} />
        <Button active>Active</Button>
        <Button disabled>Disabled</Button>
        <Button as="a" href="#/elements/button" disabled>
          Disabled link
        </Button>
      </div>
      <div>
        <Button
          primary
          loading={saving}
          onClick={() => {
            setSaving(true);
            setTimeout(() => setSaving(false), 1500);
          }}
        >
          Save
        </Button>
        <span aria-live="polite">{saving ? 'Saving…' : ''}</span>
      </div>
    </div>
  );
}

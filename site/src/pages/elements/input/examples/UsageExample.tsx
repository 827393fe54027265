import { useRef, useState } from 'react';
import { Button } from 'sui-react/button';
import { Input } from 'sui-react/input';
import { Label } from 'sui-react/label';

/** Space between the rows. */
const row = { marginBottom: '1em' };

export default function UsageExample() {
  const [amount, setAmount] = useState('12');
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <div style={row}>
        <Input
          labelPosition="right"
          aria-label="Amount in euros"
          value={amount}
          onChange={(_, { value }) => setAmount(value)}
        >
          <Label basic>€</Label>
          <input inputMode="decimal" />
          <Label>.00</Label>
        </Input>{' '}
        <Button onClick={() => ref.current?.select()}>Select the note</Button>
      </div>
      <div style={row}>
        <Input ref={ref} label="Note" id="input-note" defaultValue="Lunch with the team" />
      </div>
      <p aria-live="polite">Amount: {amount || 'none'} euros</p>
    </>
  );
}

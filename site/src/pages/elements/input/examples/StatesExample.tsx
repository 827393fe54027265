import { Input } from 'sui-react/input';

export default function StatesExample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1em' }}>
      <Input focus aria-label="Focused" defaultValue="Focused" />
      <Input loading icon="user" iconPosition="left" aria-label="Loading" placeholder="Loading…" />
      <Input disabled aria-label="Disabled" placeholder="Disabled" />
      <Input error aria-label="Email" aria-invalid defaultValue="ana@" />
    </div>
  );
}

import { Label } from 'sui-react/label';

export default function GroupsExample() {
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <Label.Group tag>
        <Label>$10</Label>
        <Label>$25</Label>
        <Label>$50</Label>
      </Label.Group>
      <Label.Group circular color="black">
        <Label>1</Label>
        <Label>2</Label>
        <Label>3</Label>
      </Label.Group>
      <Label.Group size="large" basic>
        <Label>Fast</Label>
        <Label>Small</Label>
        <Label>Typed</Label>
      </Label.Group>
    </div>
  );
}

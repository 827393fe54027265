import { Label } from 'sui-react/label';

export default function PointingExample() {
  return (
    <div style={{ display: 'grid', gap: '1.5em', justifyItems: 'start' }}>
      <div>
        <Label pointing="below">Points down, at what is under it</Label>
      </div>
      <div>
        <Label pointing>Points up (pointing or pointing=&quot;above&quot;)</Label>
      </div>
      <div>
        <Label pointing="right">Points right</Label>
        <Label pointing="left">Points left</Label>
      </div>
      <div>
        <Label basic color="red" pointing="left">
          A basic red label: a border and red text
        </Label>
      </div>
    </div>
  );
}

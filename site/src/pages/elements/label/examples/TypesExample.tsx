import { Label } from 'sui-react/label';

export default function TypesExample() {
  return (
    <div style={{ display: 'grid', gap: '1em', justifyItems: 'start' }}>
      <div>
        <Label>Draft</Label>
        <Label tag>On sale</Label>
        <Label horizontal>Fruit</Label> Apples, pears and plums
      </div>
      <div className="ui segment">
        <Label ribbon color="black">
          Featured
        </Label>
        <p>A ribbon hangs over the edge of the segment it is in.</p>
        <Label corner="right" icon={{ name: 'star', 'aria-label': 'Favourite' }} />
      </div>
      <div className="ui segment">
        <Label attached="top">Report</Label>
        <p>An attached label sits on an edge or a corner of its segment.</p>
        <Label attached="bottom right">Updated today</Label>
      </div>
    </div>
  );
}

import { Slider } from 'sui-react/slider';

export default function OrientationExample() {
  return (
    <div style={{ display: 'flex', gap: '3em', alignItems: 'center', flexWrap: 'wrap' }}>
      <div style={{ height: 200 }}>
        <Slider aria-label="Upright" vertical defaultValue={30} />
      </div>
      <div style={{ height: 200 }}>
        <Slider aria-label="Upright, reversed" vertical reversed labeled max={5} defaultValue={4} />
      </div>
      <div style={{ flex: '1 1 12em' }}>
        <Slider aria-label="Reversed" reversed defaultValue={70} color="orange" />
      </div>
    </div>
  );
}

import { RangeSlider, Slider } from 'sui-react/slider';

export default function StatesExample() {
  return (
    <>
      <Slider aria-label="Read-only" readOnly defaultValue={60} color="violet" />
      <Slider aria-label="Smooth" smooth step={25} labeled defaultValue={50} />
      <RangeSlider aria-label="Disabled" disabled defaultValue={[30, 70]} />
    </>
  );
}

import { RangeSlider, Slider } from 'sui-react/slider';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function LabeledExample() {
  return (
    <>
      <Slider aria-label="Rating out of 10" labeled max={10} defaultValue={7} />
      <RangeSlider
        aria-label="Opening days"
        thumbLabels={['First day', 'Last day']}
        labeled
        ticked
        max={6}
        defaultValue={[0, 4]}
        renderLabel={(day) => DAYS[day]}
        getValueText={(day) => DAY_NAMES[day]!}
        color="teal"
      />
      <Slider
        aria-label="Budget"
        ticked
        max={1e12}
        step={1}
        defaultValue={25e10}
        renderLabel={(value) => `${value / 1e9}bn`}
        getValueText={(value) => `${value.toLocaleString('en-GB')} pounds`}
      />
    </>
  );
}

import { Slider, type SliderColor, type SliderSize } from 'sui-react/slider';

const COLORS: SliderColor[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black'];
const SIZES: SliderSize[] = ['small', 'large', 'big'];

export default function StyledExample() {
  return (
    <>
      {COLORS.map((color, i) => (
        <Slider key={color} aria-label={`A ${color} slider`} color={color} defaultValue={30 + i * 10} />
      ))}
      <Slider aria-label="A basic slider: thumbs in its colour" color="pink" basic defaultValue={50} />
      {SIZES.map((size) => (
        <Slider key={size} aria-label={`A ${size} slider`} size={size} defaultValue={50} />
      ))}
      <div className="ui inverted segment">
        <Slider aria-label="An inverted slider" inverted color="yellow" defaultValue={50} />
      </div>
    </>
  );
}

import { Emoji } from 'sui-react/emoji';

export default function StatesExample() {
  return (
    <p>
      <Emoji name="bulb" size="small" disabled /> <Emoji name="hourglass_flowing_sand" size="small" loading />{' '}
      <Emoji name="point_right" size="small" link />
    </p>
  );
}

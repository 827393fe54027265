import { Emoji } from 'sui-react/emoji';

export default function SizesExample() {
  return (
    <p>
      <Emoji name="sunny" /> <Emoji name="sunny" size="small" /> <Emoji name="sunny" size="medium" />{' '}
      <Emoji name="sunny" size="large" /> <Emoji name="sunny" size="big" />
    </p>
  );
}

import { Divider } from 'sui-react/divider';
import { Image } from 'sui-react/image';
import ana from './ana.svg';
import landscape from './landscape.svg';
import square from './square.svg';

export default function VariationsExample() {
  return (
    <>
      <p>
        <Image src={ana} alt="" avatar /> Ana replied to your comment.
      </p>
      <Image src={square} alt="A red house, rounded" size="tiny" rounded spaced="right" />
      <Image src={square} alt="A red house, circular" size="tiny" circular spaced="right" />
      <Image src={square} alt="A red house, bordered" size="tiny" bordered />
      <Divider />
      <p>
        <Image src={landscape} alt="Hills, floated left" size="tiny" floated="left" />A floated image lets the
        text run beside it. The kit takes the picture out of the flow and keeps a margin between it and the
        words, so a short paragraph like this one wraps around its right side.
      </p>
      <Divider clearing />
      <p>
        Text with
        <Image src={square} alt="a house" size="mini" spaced verticalAlign="middle" />
        an inline image in the middle of the line.
      </p>
      <Image src={landscape} alt="Hills, centered" size="small" centered />
      <Divider />
      {(['mini', 'tiny', 'small'] as const).map((size) => (
        <Image
          key={size}
          src={landscape}
          alt={`Hills, ${size}`}
          size={size}
          spaced="right"
          verticalAlign="bottom"
        />
      ))}
    </>
  );
}

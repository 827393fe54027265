import { Flag } from 'sui-react/flag';

export default function SizesExample() {
  return (
    <p>
      <Flag name="it" size="small" aria-label="Italy, small" />{' '}
      <Flag name="it" size="medium" aria-label="Italy, medium" />{' '}
      <Flag name="it" size="large" aria-label="Italy, large" />
    </p>
  );
}

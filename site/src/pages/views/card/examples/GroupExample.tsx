import { Card } from 'sui-react/card';
import landscape from './landscape.svg';

const cards = Array.from({ length: 8 }, (_, i) => ({
  key: i,
  image: { src: landscape, alt: '' },
  header: `Walk ${i + 1}`,
  meta: `${3 + i} km`,
}));

// Four cards a row, two on a tablet and a phone (`doubling`).
export default function GroupExample() {
  return <Card.Group itemsPerRow={4} doubling items={cards} />;
}

import { Card } from 'sui-react/card';
import { Label } from 'sui-react/label';
import ben from './ben.svg';
import cleo from './cleo.svg';

const reports = [
  { key: 'april', header: 'April report', meta: 'Return: 30%', description: 'Sales grew in every region.' },
  { key: 'may', header: 'May report', meta: 'Return: 34%', description: 'Two new shops opened.' },
];

// The same card from props (`image`, `header`, `meta`, `description`, `extra`), and cards from data.
export default function ShorthandExample() {
  return (
    <>
      <Card.Group>
        <Card
          image={{ src: ben, alt: 'Ben, in a hat' }}
          header="Ben Okafor"
          meta="Friend"
          description="Ben is a sound engineer who builds his own guitars."
          extra={<Label content="Musician" />}
        />
        <Card
          image={{ src: cleo, alt: 'Cleo, by a window' }}
          header={{ content: 'Cleo Marsh', textAlign: 'center' }}
          meta="Co-worker"
          description="Cleo draws maps for walking guides."
        />
      </Card.Group>
      <Card.Group items={reports} />
    </>
  );
}

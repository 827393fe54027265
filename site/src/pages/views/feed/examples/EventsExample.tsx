import { Feed } from 'sui-react/feed';
import ana from './ana.svg';
import cleo from './cleo.svg';
import landscape from './landscape.svg';

const events = [
  {
    key: 'photos',
    image: ana,
    date: '2 days ago',
    summary: 'Ana Ruiz added two photos of the orchard',
    extraImages: [
      { src: landscape, alt: 'The orchard in spring' },
      { src: landscape, alt: 'The orchard in autumn' },
    ],
    meta: '8 likes',
  },
  {
    key: 'note',
    image: cleo,
    date: '4 days ago',
    summary: 'Cleo Martin posted a note',
    extraText: 'The bees have swarmed twice this week; the new hive is ready by the shed.',
    meta: { like: { icon: 'like', content: '2 likes' } },
  },
];

// The same markup from data: each event's parts as shorthand props.
export default function EventsExample() {
  return <Feed events={events} />;
}

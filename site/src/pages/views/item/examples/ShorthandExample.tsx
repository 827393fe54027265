import { Item } from 'sui-react/item';
import ana from './ana.svg';
import ben from './ben.svg';

const items = [
  {
    key: 'ana',
    image: { src: ana, alt: 'Ana, smiling', size: 'tiny' as const },
    header: 'Ana Ruiz',
    meta: 'Gardener',
    description: 'Looks after the orchard and the bees.',
    extra: 'Since 2019',
  },
  {
    key: 'ben',
    image: { src: ben, alt: 'Ben, in a blue shirt', size: 'tiny' as const },
    header: 'Ben Okafor',
    meta: 'Carpenter',
    description: 'Builds the cabins and mends the fences.',
    extra: 'Since 2021',
  },
];

// The same markup from data: each item's parts as shorthand props.
export default function ShorthandExample() {
  return <Item.Group items={items} />;
}

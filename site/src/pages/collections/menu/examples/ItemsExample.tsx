import { useState } from 'react';
import { Menu } from 'sui-react/menu';

// Items from data. The menu keeps its own active item (defaultActiveIndex); onItemClick reports it.
export default function ItemsExample() {
  const [last, setLast] = useState('none yet');
  return (
    <>
      <Menu
        aria-label="Sort by"
        items={['newest', 'mostPopular', { key: 'price', name: 'price', content: 'Price (low first)' }]}
        defaultActiveIndex={0}
        onItemClick={(_event, { name, index }) => setLast(`${name} (index ${index})`)}
      />
      <p>Last clicked: {last}</p>
    </>
  );
}

import { useState } from 'react';
import { Search } from 'sui-react/search';

interface Food {
  name: string;
  aisle: string;
}

const foods: Food[] = [
  { name: 'Apricot', aisle: 'Fruit' },
  { name: 'Asparagus', aisle: 'Vegetables' },
  { name: 'Bagel', aisle: 'Bakery' },
  { name: 'Banana', aisle: 'Fruit' },
  { name: 'Baguette', aisle: 'Bakery' },
  { name: 'Beetroot', aisle: 'Vegetables' },
  { name: 'Brioche', aisle: 'Bakery' },
  { name: 'Blackberry', aisle: 'Fruit' },
  { name: 'Cabbage', aisle: 'Vegetables' },
  { name: 'Cherry', aisle: 'Fruit' },
  { name: 'Croissant', aisle: 'Bakery' },
];

export default function GroupsExample() {
  const [text, setText] = useState('');
  // Kept open by the page: the results show whatever focus does (undefined leaves them to the user).
  const [keep, setKeep] = useState(false);

  return (
    <>
      <p>
        <button
          type="button"
          className={keep ? 'ui small basic active button' : 'ui small basic button'}
          aria-pressed={keep}
          onClick={() => setKeep(!keep)}
        >
          Keep the results open
        </button>
      </p>
      <Search
        aria-label="Search the shop"
        placeholder="Find food..."
        fluid
        options={foods}
        optionsField="name"
        optionsGroupField="aisle"
        searchDelay={0}
        value={text}
        onChange={setText}
        open={keep || undefined}
      />
      <p>
        The text is <output>{text ? `‘${text}’` : 'empty'}</output>.{' '}
        <button type="button" className="ui small basic button" onClick={() => setText('Ba')}>
          Search for ‘Ba’
        </button>
        <button type="button" className="ui small basic button" onClick={() => setText('')}>
          Clear
        </button>
      </p>
    </>
  );
}

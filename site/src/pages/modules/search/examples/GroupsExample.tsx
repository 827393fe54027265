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

  return (
    <>
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

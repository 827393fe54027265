import { useState } from 'react';
import { Select } from 'sui-react/select';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bratislava',
  'Brussels',
  'Budapest',
  'Lisbon',
  'Ljubljana',
  'Madrid',
  'Paris',
  'Prague',
  'Riga',
  'Rome',
  'Vienna',
  'Vilnius',
];

export default function SearchTextExample() {
  const [city, setCity] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  return (
    <div className="ui form">
      <div className="field">
        <label id="search-text-label">Capital</label>
        <Select
          selection
          searchable
          options={cities}
          value={city}
          onChange={setCity}
          query={query}
          // Only letters and spaces are kept: a digit typed never reaches the input.
          onQueryChange={(text) => setQuery(text.replace(/[^\p{L} ]/gu, ''))}
          minCharacters={2}
          placeholder="Type two letters"
          aria-labelledby="search-text-label"
        />
      </div>
      <p>
        Search text: <code data-testid="search-text">{JSON.stringify(query)}</code>, capital:{' '}
        <code data-testid="search-text-value">{JSON.stringify(city)}</code>
      </p>
    </div>
  );
}

import { useState } from 'react';
import { Search } from 'sui-react/search';

interface Word {
  title: string;
}

const words: Word[] = (
  'Apple Bird Car Dog Elephant Finch Gate Horrify Indigo Jelly Keep Lemur Manifest None Orange Peel Quest ' +
  'Resist Suspend Terrify Underneath Violet Water Xylophone Yellow Zebra'
)
  .split(' ')
  .map((title) => ({ title }));

// Stands in for a server: the words that start with the query, after 300 ms.
function lookupWords(query: string): Promise<Word[]> {
  const start = query.toLowerCase();
  return new Promise((resolve) =>
    setTimeout(() => resolve(words.filter((word) => word.title.toLowerCase().startsWith(start))), 300),
  );
}

export default function RemoteExample() {
  const [last, setLast] = useState<Word>();

  return (
    <>
      <Search
        aria-label="Search the words remotely"
        optionsLookup={lookupWords}
        optionsField="title"
        onResultSelect={setLast}
      />
      <p>
        Last selected: <code>{last ? JSON.stringify(last) : 'nothing yet'}</code>
      </p>
    </>
  );
}

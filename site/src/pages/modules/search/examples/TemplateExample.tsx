import { useState } from 'react';
import { Search } from 'sui-react/search';

interface Word {
  title: string;
  index: number;
}

const words: Word[] = (
  'Apple Bird Car Dog Elephant Finch Gate Horrify Indigo Jelly Keep Lemur Manifest None Orange Peel Quest ' +
  'Resist Suspend Terrify Underneath Violet Water Xylophone Yellow Zebra'
)
  .split(' ')
  .map((title, index) => ({ title, index }));

export default function TemplateExample() {
  const [chosen, setChosen] = useState<Word>();

  return (
    <>
      <Search
        aria-label="Search the numbered words"
        options={words}
        optionsField="title"
        retainSelectedResult={false}
        renderResult={(word) => (
          <>
            <b>{word.title}</b> ({word.index})
          </>
        )}
        onResultSelect={setChosen}
      />
      <div role="status">
        {chosen && <div className="ui info message">You chose &lsquo;{chosen.title}&rsquo;!</div>}
      </div>
    </>
  );
}

import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Search } from 'sui-react/search';

const words = (
  'Apple Bird Car Dog Elephant Finch Gate Horrify Indigo Jelly Keep Lemur Manifest None Orange Peel Quest ' +
  'Resist Suspend Terrify Underneath Violet Water Xylophone Yellow Zebra'
).split(' ');

export default function LocalExample() {
  const [hasIcon, setHasIcon] = useState(true);
  const [chosen, setChosen] = useState<string>();

  return (
    <>
      <div className="ui form">
        <div className="field">
          <Checkbox label="Has icon?" checked={hasIcon} onChange={setHasIcon} />
        </div>
      </div>
      <Search
        aria-label="Search the words"
        placeholder="Example Search..."
        icon={hasIcon}
        options={words}
        searchDelay={0}
        onResultSelect={setChosen}
      />
      <div role="status">
        {chosen && <div className="ui info message">You chose &lsquo;{chosen}&rsquo;!</div>}
      </div>
    </>
  );
}

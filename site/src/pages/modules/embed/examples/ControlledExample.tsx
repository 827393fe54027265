import { useState } from 'react';
import { Embed } from 'sui-react/embed';
import poster from './video-poster.svg';

export default function ControlledExample() {
  const [active, setActive] = useState(false);

  return (
    <>
      <Embed
        source="youtube"
        videoId="90Omh7_I8vI"
        title="Product tour"
        icon="arrow circle down"
        placeholder={poster}
        aspectRatio="21:9"
        active={active}
        onActiveChange={setActive}
      />
      <div className="ui hidden divider" />
      <button type="button" className="ui button" onClick={() => setActive(!active)}>
        {active ? 'Show the placeholder again' : 'Load the video'}
      </button>
    </>
  );
}

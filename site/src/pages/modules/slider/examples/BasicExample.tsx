import { useState } from 'react';
import { Slider } from 'sui-react/slider';

export default function BasicExample() {
  const [volume, setVolume] = useState(40);

  return (
    <>
      <p>
        <span id="slider-volume">Volume</span>: <strong>{volume}</strong>
      </p>
      <Slider aria-labelledby="slider-volume" value={volume} onChange={setVolume} step={5} color="blue" />
    </>
  );
}

import { useState } from 'react';
import { RangeSlider } from 'sui-react/slider';

export default function RangeExample() {
  const [price, setPrice] = useState<[number, number]>([20, 60]);
  const [committed, setCommitted] = useState(price);

  return (
    <>
      <p>
        <span id="slider-price">Price</span>: <strong>{`£${price[0]} to £${price[1]}`}</strong>
        {` (last released at £${committed[0]} to £${committed[1]})`}
      </p>
      <RangeSlider
        aria-labelledby="slider-price"
        thumbLabels={['Lowest price', 'Highest price']}
        value={price}
        onChange={setPrice}
        onChangeEnd={setCommitted}
        getValueText={(value) => `£${value}`}
        max={200}
        step={5}
        pageMultiplier={4}
        color="green"
      />
    </>
  );
}

import { useState } from 'react';
import { Step } from 'sui-react/step';

const titles = ['Cart', 'Delivery', 'Payment', 'Review'];

export default function ClickableExample() {
  const [current, setCurrent] = useState(1);
  return (
    <>
      <Step.Group ordered size="small">
        {titles.map((title, i) => (
          <Step
            key={title}
            title={title}
            link
            active={i === current}
            completed={i < current}
            disabled={i > current + 1}
            onClick={() => setCurrent(i)}
          />
        ))}
      </Step.Group>
      <p>
        Step {current + 1} of {titles.length}: {titles[current]}.
      </p>
    </>
  );
}

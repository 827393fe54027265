import { useEffect, useState } from 'react';
import { Progress } from 'sui-react/progress';

/** Climbs from -20 to 120 by 2 every 75 ms, then starts again: the bars stay within 0..100. */
function useChangingValue() {
  const [value, setValue] = useState(-20);
  useEffect(() => {
    const timer = setInterval(() => setValue((v) => (v + 2 > 120 ? -20 : v + 2)), 75);
    return () => clearInterval(timer);
  }, []);
  return value;
}

export default function VariationsExample() {
  const value = useChangingValue();

  return (
    <>
      <p>
        Current value: <code>{value}</code>
      </p>
      <div className="ui segment">
        <Progress
          className="top attached purple active"
          value={value}
          autoSuccess={false}
          aria-label="Top attached"
        />
        <Progress className="indicating" value={value}>
          Indicating
        </Progress>
        <Progress className="active" value={value}>
          Active
        </Progress>
        <Progress className="warning" value={value}>
          Warning
        </Progress>
        <Progress className="error" value={value}>
          Error
        </Progress>
        <Progress className="disabled" value={55}>
          Disabled
        </Progress>
        <Progress className="tiny" value={value}>
          Tiny (autohides progress)
        </Progress>
        <Progress className="bottom attached indicating active" value={value} aria-label="Bottom attached" />
      </div>
    </>
  );
}

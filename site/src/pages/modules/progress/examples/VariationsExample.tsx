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
        <Progress indicating value={value}>
          Indicating
        </Progress>
        <Progress active value={value}>
          Active
        </Progress>
        <Progress warning value={value}>
          Warning
        </Progress>
        <Progress error value={value}>
          Error
        </Progress>
        <Progress disabled value={55}>
          Disabled
        </Progress>
        <Progress size="tiny" value={value}>
          Tiny (autohides progress)
        </Progress>
        <Progress attached="bottom" indicating active value={value} aria-label="Bottom attached" />
      </div>
    </>
  );
}

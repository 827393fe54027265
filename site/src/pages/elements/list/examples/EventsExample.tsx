import { useState } from 'react';
import { List } from 'sui-react/list';

const plans = ['Monthly', 'Yearly', 'Lifetime'];

export default function EventsExample() {
  const [plan, setPlan] = useState('Monthly');
  return (
    <>
      <List
        selection
        style={{ maxWidth: '20em' }}
        items={plans.map((name) => ({
          key: name,
          as: 'button',
          type: 'button',
          'aria-pressed': name === plan,
          active: name === plan,
          header: name,
          style: { border: 0, font: 'inherit', width: '100%', textAlign: 'left' },
        }))}
        onItemClick={(_, { header }) => setPlan(String(header))}
      />
      <p aria-live="polite">Plan: {plan}</p>
    </>
  );
}

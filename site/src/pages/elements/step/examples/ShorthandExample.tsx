import { Step } from 'sui-react/step';

const steps = [
  { key: 'cart', icon: 'shopping basket', title: 'Basket', description: 'Three items', completed: true },
  { key: 'address', icon: 'home', title: 'Address', description: 'Where we deliver', active: true },
  { key: 'pay', icon: 'credit card outline', title: 'Payment' },
];

export default function ShorthandExample() {
  return (
    <>
      <Step.Group items={steps} />
      <br />
      <Step.Group size="small">
        <Step icon="file alternate outline" title="Draft" completed />
        <Step
          icon="eye"
          title="Review"
          description={{ content: 'Two readers', className: 'reviewers' }}
          active
        />
        <Step icon="paper plane outline" title="Publish" />
      </Step.Group>
    </>
  );
}

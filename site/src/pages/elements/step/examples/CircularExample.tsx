import { Step } from 'sui-react/step';

export default function CircularExample() {
  return (
    <>
      <Step.Group circular>
        <Step completed title="Order" />
        <Step completed title="Paid" />
        <Step active title="Packed" />
        <Step title="Sent" />
      </Step.Group>
      <Step.Group circular ordered color="blue">
        <Step completed>
          <Step.Content aligned="center" title="Sign in" />
        </Step>
        <Step active>
          <Step.Content aligned="center" title="Choose" />
        </Step>
        <Step>
          <Step.Content aligned="center" title="Confirm" />
        </Step>
      </Step.Group>
    </>
  );
}

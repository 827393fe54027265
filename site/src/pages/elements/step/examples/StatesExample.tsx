import { Step } from 'sui-react/step';

export default function StatesExample() {
  return (
    <Step.Group ordered>
      <Step completed title="Account" description="Your e-mail address" />
      <Step completed title="Profile" description="A name and a picture" />
      <Step active title="Team" description="Invite the people you work with" />
      <Step disabled title="Done" description="Opens when the team is set" />
    </Step.Group>
  );
}

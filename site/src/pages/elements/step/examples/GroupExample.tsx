import { Icon } from 'sui-react/icon';
import { Step } from 'sui-react/step';

export default function GroupExample() {
  return (
    <Step.Group>
      <Step completed>
        <Icon name="map marker alternate" />
        <Step.Content>
          <Step.Title>Destination</Step.Title>
          <Step.Description>Where the trip goes</Step.Description>
        </Step.Content>
      </Step>
      <Step active>
        <Icon name="calendar alternate outline" />
        <Step.Content>
          <Step.Title>Dates</Step.Title>
          <Step.Description>When you leave and come back</Step.Description>
        </Step.Content>
      </Step>
      <Step>
        <Icon name="users" />
        <Step.Content>
          <Step.Title>Travellers</Step.Title>
          <Step.Description>Who comes along</Step.Description>
        </Step.Content>
      </Step>
    </Step.Group>
  );
}

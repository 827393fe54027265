import { Button } from 'sui-react/button';
import { Icon } from 'sui-react/icon';

export default function AnimatedExample() {
  return (
    <div>
      <Button animated>
        <Button.Content visible>Continue</Button.Content>
        <Button.Content hidden>
          <Icon name="arrow right" />
        </Button.Content>
      </Button>
      <Button animated="vertical" basic>
        <Button.Content hidden>Basket</Button.Content>
        <Button.Content visible>
          <Icon name="shopping basket" />
        </Button.Content>
      </Button>
      <Button animated="fade" secondary>
        <Button.Content visible>Upgrade your plan</Button.Content>
        <Button.Content hidden>From $4 a month</Button.Content>
      </Button>
    </div>
  );
}

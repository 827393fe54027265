import { Icon } from 'sui-react/icon';

export default function VariationsExample() {
  return (
    <>
      <p>
        <Icon name="heart" size="small" />
        <Icon name="heart" />
        <Icon name="heart" size="large" />
        <Icon name="heart" size="big" />
        <Icon name="heart" size="huge" />
      </p>
      <p>
        <Icon name="leaf" color="green" />
        <Icon name="fire" color="orange" />
        <Icon name="tint" color="blue" />
        <Icon name="moon" color="violet" />
      </p>
      <p>
        <Icon name="cloud" circular />
        <Icon name="cloud" circular inverted color="teal" />
        <Icon name="cloud" bordered />
        <Icon name="cloud" bordered inverted color="black" />
        <Icon name="cloud" circular colored color="red" />
      </p>
      <p>
        <Icon name="shower" flipped="horizontally" />
        <Icon name="shower" flipped="vertically" />
        <Icon name="shower" rotated="clockwise" />
        <Icon name="shower" rotated="counterclockwise" />
        <Icon name="shower" rotated="halfway" />
      </p>
    </>
  );
}

import { Text } from 'sui-react/text';

export default function ColorsExample() {
  return (
    <>
      <p>
        On a light ground: <Text color="red">red</Text>, <Text color="violet">violet</Text>,{' '}
        <Text color="purple">purple</Text>, <Text color="brown">brown</Text>, <Text color="grey">grey</Text>,{' '}
        <Text color="black">black</Text>.
      </p>
      <p>On a dark ground, with inverted:</p>
      <div className="ui inverted segment">
        <p>
          <Text inverted color="primary">
            primary
          </Text>{' '}
          <Text inverted color="red">
            red
          </Text>{' '}
          <Text inverted color="orange">
            orange
          </Text>{' '}
          <Text inverted color="yellow">
            yellow
          </Text>{' '}
          <Text inverted color="olive">
            olive
          </Text>{' '}
          <Text inverted color="green">
            green
          </Text>{' '}
          <Text inverted color="teal">
            teal
          </Text>{' '}
          <Text inverted color="blue">
            blue
          </Text>{' '}
          <Text inverted color="violet">
            violet
          </Text>{' '}
          <Text inverted color="purple">
            purple
          </Text>{' '}
          <Text inverted color="pink">
            pink
          </Text>{' '}
          <Text inverted color="brown">
            brown
          </Text>{' '}
          <Text inverted color="grey">
            grey
          </Text>
        </p>
      </div>
    </>
  );
}

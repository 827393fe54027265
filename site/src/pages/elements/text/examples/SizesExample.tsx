import { Text } from 'sui-react/text';

export default function SizesExample() {
  return (
    <>
      <p>
        <Text size="mini">mini</Text> <Text size="tiny">tiny</Text> <Text size="small">small</Text>{' '}
        <Text size="medium">medium</Text> <Text size="large">large</Text> <Text size="big">big</Text>
      </p>
      <p>
        <Text size="huge">Huge</Text> <Text size="massive">Aa</Text>
      </p>
    </>
  );
}

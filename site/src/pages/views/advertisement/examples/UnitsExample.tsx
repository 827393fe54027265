import { Advertisement } from 'sui-react/advertisement';

// Test units: grey placeholders of each standard size, with their names, until the ads are there.
export default function UnitsExample() {
  return (
    <>
      <Advertisement unit="small rectangle" test="Small rectangle" />
      <Advertisement unit="square button" test="Square button" />
      <Advertisement unit="button" test="Button" />
    </>
  );
}

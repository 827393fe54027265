import { Breadcrumb } from 'sui-react/breadcrumb';
import { Segment } from 'sui-react/segment';

const sections = [
  { key: 'home', content: 'Home', href: '#/getting-started' },
  { key: 'shirt', content: 'T-Shirt', active: true },
];

// A size for the text, and light text for a dark background (`inverted`, Fomantic only).
export default function VariationsExample() {
  return (
    <>
      <Breadcrumb size="small" sections={sections} aria-label="Small breadcrumb" />
      <br />
      <Breadcrumb size="large" sections={sections} aria-label="Large breadcrumb" />
      <Segment inverted>
        <Breadcrumb inverted sections={sections} aria-label="Inverted breadcrumb" />
      </Segment>
    </>
  );
}

import { Breadcrumb } from 'sui-react/breadcrumb';

const sections = [
  { key: 'home', content: 'Home', href: '#/getting-started' },
  { key: 'store', content: 'Store', href: '#/collections/breadcrumb' },
  { key: 'shirt', content: 'T-Shirt', active: true },
];

// The same trail from data: `icon` draws an icon between the sections, `divider` a text. Each
// breadcrumb of a page needs a name of its own.
export default function SectionsExample() {
  return (
    <>
      <Breadcrumb sections={sections} icon="right angle" aria-label="Breadcrumb, with an icon divider" />
      <br />
      <Breadcrumb sections={sections} divider="›" aria-label="Breadcrumb, with a text divider" />
    </>
  );
}

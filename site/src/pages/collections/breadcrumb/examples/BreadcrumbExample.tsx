import { Breadcrumb } from 'sui-react/breadcrumb';

// The sections before the current page are links; the current page is `active` (and
// `aria-current="page"`). Dividers are hidden from screen readers.
export default function BreadcrumbExample() {
  return (
    <Breadcrumb>
      <Breadcrumb.Section href="#/getting-started">Home</Breadcrumb.Section>
      <Breadcrumb.Divider />
      <Breadcrumb.Section href="#/collections/breadcrumb">Store</Breadcrumb.Section>
      <Breadcrumb.Divider />
      <Breadcrumb.Section active>T-Shirt</Breadcrumb.Section>
    </Breadcrumb>
  );
}

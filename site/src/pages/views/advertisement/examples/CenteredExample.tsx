import { Advertisement } from 'sui-react/advertisement';

// An ad in its own landmark: `as="aside"`, named so that screen-reader users can tell it from the
// page's content and skip it.
export default function CenteredExample() {
  return <Advertisement as="aside" aria-label="Advertisement" unit="small rectangle" centered test="Ad" />;
}

// The benchmark page for sui-react/compat's Dropdown (issue 28): Semantic UI React's own props,
// `<Dropdown search selection options>`, exactly as bench/select/semantic-ui-react.tsx writes them,
// only imported from sui-react/compat. Reads `count` from the query string.
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { Dropdown } from 'sui-react/compat';

const params = new URLSearchParams(location.search);
const count = Number(params.get('count') ?? 100);
const options = Array.from({ length: count }, (_, i) => {
  const text = `Option ${i + 1}`;
  return { key: text, value: text, text };
});

(window as unknown as { __reactVersion: string }).__reactVersion = version;

createRoot(document.getElementById('root')!).render(
  <Dropdown search selection options={options} aria-label="Bench" />,
);

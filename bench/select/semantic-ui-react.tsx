// The benchmark page for Semantic UI React 2.1.5's search selection Dropdown: reads `kind`
// (single | multi) and `count` from the query string, like bench/select/sui-react.tsx, and renders
// one searchable dropdown over `count` options (multi: the first `selected` chosen). Same Fomantic
// CSS as the sui-react page.
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { Dropdown } from 'semantic-ui-react';

const params = new URLSearchParams(location.search);
const count = Number(params.get('count') ?? 100);
const options = Array.from({ length: count }, (_, i) => {
  const text = `Option ${i + 1}`;
  return { key: text, value: text, text };
});
const selected = options.slice(0, Number(params.get('selected') ?? 0)).map((o) => o.value);

(window as unknown as { __reactVersion: string }).__reactVersion = version;

function Bench() {
  return params.get('kind') === 'multi' ? (
    <Dropdown multiple search selection options={options} defaultValue={selected} aria-label="Bench" />
  ) : (
    <Dropdown search selection options={options} aria-label="Bench" />
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);

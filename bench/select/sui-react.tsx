// The benchmark page for sui-react's Select and MultiSelect: reads `kind` (single | multi) and
// `count` from the query string and renders one searchable select over `count` options; `selected`
// (multi only) starts it with the first `selected` options chosen.
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { MultiSelect, Select } from 'sui-react/select';

const params = new URLSearchParams(location.search);
const count = Number(params.get('count') ?? 100);
const options = Array.from({ length: count }, (_, i) => `Option ${i + 1}`);
const selected = options.slice(0, Number(params.get('selected') ?? 0));

// The runner checks that both pages run the same React (bench/node_modules, 18.3.1).
(window as unknown as { __reactVersion: string }).__reactVersion = version;

function Bench() {
  return params.get('kind') === 'multi' ? (
    <MultiSelect
      className="selection"
      options={options}
      defaultValue={selected}
      searchable
      aria-label="Bench"
    />
  ) : (
    <Select className="selection" options={options} searchable aria-label="Bench" />
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);

// The scale benchmark page for the peer, Semantic UI React 2.1.5 (and react-semantic-ui-datepickers
// for the datepicker): the same `kind` and `count` as bench/scale/sui-react.tsx, each rendered the
// way the peer's documentation shows. Its Search leaves filtering to the app: the page filters the
// items on each change (text contains the query, ignoring case; the first 7, as sui-react shows).
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/accordion.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/menu.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/tab.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import 'react-semantic-ui-datepickers/dist/react-semantic-ui-datepickers.css';
import { useState, version, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import SemanticDatepicker from 'react-semantic-ui-datepickers';
import { Accordion, Search, Tab } from 'semantic-ui-react';

const params = new URLSearchParams(location.search);
const kind = params.get('kind');
const count = Number(params.get('count') ?? 100);
const numbers = Array.from({ length: count }, (_, i) => i + 1);

(window as unknown as { __reactVersion: string }).__reactVersion = version;

function Mount({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" id="mount" className="ui button" onClick={() => setShown(!shown)}>
        {shown ? 'Unmount' : 'Mount'}
      </button>
      {shown && children}
    </>
  );
}

const items = numbers.map((n) => ({ title: `Item ${n}` }));

function PeerSearch() {
  const [value, setValue] = useState('');
  const [results, setResults] = useState<typeof items>([]);
  return (
    <Search
      value={value}
      results={results}
      input={{ 'aria-label': 'Bench' }}
      onSearchChange={(_, { value: next = '' }) => {
        const needle = next.toLowerCase();
        setValue(next);
        setResults(items.filter((item) => item.title.toLowerCase().includes(needle)).slice(0, 7));
      }}
    />
  );
}

const panes = numbers.map((n) => ({
  menuItem: `Tab ${n}`,
  render: () => <Tab.Pane attached="bottom">Content of tab {n}</Tab.Pane>,
}));

const panels = numbers.map((n) => ({
  key: n,
  title: `Panel ${n}`,
  content: { content: <p>Content of panel {n}</p> },
}));

function Bench() {
  switch (kind) {
    case 'search':
      return <PeerSearch />;
    case 'tabs':
      return (
        <Mount>
          <Tab menu={{ attached: 'top', tabular: true, style: { flexWrap: 'wrap' } }} panes={panes} />
        </Mount>
      );
    case 'accordion':
      return (
        <Mount>
          <Accordion styled fluid panels={panels} />
        </Mount>
      );
    case 'datepicker': {
      const min = new Date(2000, 0, 1);
      min.setFullYear(2026 - Math.floor(count / 2));
      const max = new Date(2000, 11, 31);
      max.setFullYear(min.getFullYear() + count);
      return <SemanticDatepicker minDate={min} maxDate={max} date={new Date(2026, 5, 15)} />;
    }
    default:
      throw new Error(`Unknown kind: ${kind}`);
  }
}

createRoot(document.getElementById('root')!).render(<Bench />);

// The scale benchmark page for sui-react: reads `kind` (search | tabs | accordion | datepicker) and
// `count` from the query string and renders one large component of that kind:
// - search: a Search over `count` local items, searching on each keystroke (searchDelay 0);
// - tabs: a Tabset of `count` tabs, mounted by the "Mount" button;
// - accordion: an Accordion of `count` panels, mounted by the "Mount" button;
// - datepicker: a date Datepicker whose minDate and maxDate are `count` years apart.
// bench/scale/semantic-ui-react.tsx renders the peer's equivalents with the same query string.
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/accordion.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/menu.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/tab.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { useState, version, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Accordion, AccordionPanel } from 'sui-react/accordion';
import { Datepicker } from 'sui-react/datepicker';
import { Search } from 'sui-react/search';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';

const params = new URLSearchParams(location.search);
const kind = params.get('kind');
const count = Number(params.get('count') ?? 100);
const numbers = Array.from({ length: count }, (_, i) => i + 1);

(window as unknown as { __reactVersion: string }).__reactVersion = version;

/** A button that mounts and unmounts `children`, so that mounting is timed from a click. */
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

const items = numbers.map((n) => `Item ${n}`);

function Bench() {
  switch (kind) {
    case 'search':
      return <Search options={items} searchDelay={0} aria-label="Bench" />;
    case 'tabs':
      return (
        <Mount>
          <Tabset>
            <div className="ui top attached tabular menu" style={{ flexWrap: 'wrap' }}>
              {numbers.map((n) => (
                <TabHeader key={n} id={`t${n}`}>
                  Tab {n}
                </TabHeader>
              ))}
            </div>
            {numbers.map((n) => (
              <TabContent key={n} id={`t${n}`} className="ui bottom attached segment">
                Content of tab {n}
              </TabContent>
            ))}
          </Tabset>
        </Mount>
      );
    case 'accordion':
      return (
        <Mount>
          <Accordion className="styled fluid">
            {numbers.map((n) => (
              <AccordionPanel key={n} title={`Panel ${n}`}>
                <p>Content of panel {n}</p>
              </AccordionPanel>
            ))}
          </Accordion>
        </Mount>
      );
    case 'datepicker': {
      const min = new Date(2000, 0, 1);
      min.setFullYear(2026 - Math.floor(count / 2));
      const max = new Date(2000, 11, 31);
      max.setFullYear(min.getFullYear() + count);
      return (
        <div className="ui input">
          <Datepicker
            mode="date"
            minDate={min}
            maxDate={max}
            initialDate={new Date(2026, 5, 15)}
            aria-label="Bench"
          />
        </div>
      );
    }
    default:
      throw new Error(`Unknown kind: ${kind}`);
  }
}

createRoot(document.getElementById('root')!).render(<Bench />);

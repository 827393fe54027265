import { useState } from 'react';
import { TabContent, TabHeader, Tabset } from 'sui-react/tabs';

interface Tab {
  header: string;
  content: string;
  active: boolean;
}

export default function DynamicExample() {
  const [tabs, setTabs] = useState<Tab[]>([
    { header: '1st', content: 'Dynamic content', active: false },
    { header: '2nd', content: 'More content', active: false },
    { header: '3rd', content: 'Even more content', active: false },
  ]);
  const setActive = (index: number, active: boolean) =>
    setTabs((all) => all.map((tab, i) => (i === index ? { ...tab, active } : tab)));

  return (
    <>
      <Tabset>
        <div className="ui top attached tabular menu">
          <TabHeader id="static">Static</TabHeader>
          {tabs.map((tab, i) => (
            <TabHeader key={i} id={String(i)} active={tab.active} onActiveChange={(a) => setActive(i, a)}>
              {tab.header}
            </TabHeader>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <TabContent key={i} id={String(i)} className="ui bottom attached segment">
            {tab.content}
          </TabContent>
        ))}
        <TabContent id="static" className="ui bottom attached segment">
          <p>Static tabs alongside dynamic tabs are supported.</p>
          <p>
            Note that the order in which the <code>TabContent</code> elements are declared does not affect the
            headers.
          </p>
        </TabContent>
      </Tabset>
      <div className="ui basic segment">
        <button
          type="button"
          className="ui primary button"
          onClick={() => setTabs([...tabs, { header: 'New', content: 'Another dynamic tab', active: true }])}
        >
          Add Tab
        </button>
        <button
          type="button"
          className="ui button"
          disabled={tabs.length === 0}
          onClick={() => setTabs(tabs.slice(0, -1))}
        >
          Remove Tab
        </button>
      </div>
    </>
  );
}

import { useState } from 'react';
import { Breadcrumb } from 'sui-react/breadcrumb';

const FOLDERS = ['Documents', 'Invoices', '2026', 'November'];

// A trail inside an app: each section is a link that Tab reaches and Enter follows, with no href.
export default function ClickExample() {
  const [depth, setDepth] = useState(FOLDERS.length);
  const shown = FOLDERS.slice(0, depth);
  return (
    <>
      <Breadcrumb
        aria-label="Folders"
        sections={shown.map((name, index) =>
          index === shown.length - 1
            ? { key: name, content: name, active: true }
            : { key: name, content: name, onClick: () => setDepth(index + 1) },
        )}
        icon="chevron right"
      />
      <p>
        Open: {shown.join(' / ')}{' '}
        {depth < FOLDERS.length && (
          <button type="button" className="ui mini basic button" onClick={() => setDepth(FOLDERS.length)}>
            Back to November
          </button>
        )}
      </p>
    </>
  );
}

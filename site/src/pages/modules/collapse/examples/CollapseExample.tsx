import { useState } from 'react';
import { Collapse } from 'sui-react/collapse';

export default function CollapseExample() {
  const [collapsed, setCollapsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className="ui primary button"
        aria-expanded={!collapsed}
        aria-controls="collapse-example-panel"
        onClick={() => setCollapsed(!collapsed)}
      >
        Toggle Collapse
      </button>
      <Collapse id="collapse-example-panel" collapsed={collapsed}>
        <div className="ui segment">
          <h4 className="ui header">Collapsible Panel</h4>
          <p>Content of the panel.</p>
        </div>
      </Collapse>
    </>
  );
}

import { useState } from 'react';
import { Sidebar, SidebarContainer, SidebarSibling } from 'sui-react/sidebar';

export default function DirectionExample() {
  const [visible, setVisible] = useState(false);

  return (
    <>
      <div className="ui top attached menu">
        <button type="button" className="item" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          <i className="sidebar icon" aria-hidden="true" />
          Toggle bottom sidebar
        </button>
      </div>
      <SidebarContainer className="ui bottom attached segment" style={{ height: 260 }}>
        <Sidebar
          direction="bottom"
          className="inverted labeled icon"
          visible={visible}
          onVisibleChange={setVisible}
          aria-label="Bottom menu"
        >
          <a className="item" href="#/modules/sidebar">
            <i className="home icon" aria-hidden="true" />
            Home
          </a>
          <a className="item" href="#/modules/sidebar">
            <i className="block layout icon" aria-hidden="true" />
            Topics
          </a>
        </Sidebar>
        <SidebarSibling>
          <div className="ui basic segment">
            <h3 className="ui header">Content</h3>
            <p>
              Sidebar visibility: <code>{String(visible)}</code>
            </p>
          </div>
        </SidebarSibling>
      </SidebarContainer>
    </>
  );
}

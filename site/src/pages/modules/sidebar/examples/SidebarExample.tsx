import { useRef } from 'react';
import { Sidebar, SidebarContainer, SidebarSibling, type SidebarHandle } from 'sui-react/sidebar';

export default function SidebarExample() {
  const sidebar = useRef<SidebarHandle>(null);

  return (
    <>
      <div className="ui top attached menu">
        <button type="button" className="item" onClick={() => sidebar.current?.toggle()}>
          <i className="sidebar icon" aria-hidden="true" />
          Menu
        </button>
      </div>
      <SidebarContainer className="ui bottom attached segment" style={{ height: 260 }}>
        <Sidebar ref={sidebar} className="inverted vertical" aria-label="Example menu">
          <a className="item" href="#/modules/sidebar">
            1
          </a>
          <a className="item" href="#/modules/sidebar">
            2
          </a>
        </Sidebar>
        <SidebarSibling dimmedWhenVisible>
          <div className="ui basic segment">
            <h3 className="ui header">Content</h3>
            <p>Example content beside the sidebar.</p>
            <button type="button" className="ui button" onClick={() => sidebar.current?.open()}>
              Open Sidebar
            </button>
          </div>
        </SidebarSibling>
      </SidebarContainer>
    </>
  );
}

import { useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Popup, type PopupHandle, type VirtualElement } from 'sui-react/popup';

const ACTIONS = ['Copy', 'Paste', 'View source'];

export default function AnchorExample() {
  const menu = useRef<PopupHandle>(null);
  const area = useRef<HTMLDivElement>(null);
  // A new ref object each time moves the menu, even when it is already open.
  const [at, setAt] = useState<RefObject<VirtualElement | HTMLDivElement | null>>({ current: null });
  const [chosen, setChosen] = useState('nothing yet');

  const openMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const { clientX: left, clientY: top } = event;
    // Opened from the keyboard (the Menu key, Shift+F10) there is no pointer: beside the area then.
    setAt({
      current:
        left || top
          ? {
              getBoundingClientRect: () => ({ left, top, width: 0, height: 0 }),
              contextElement: area.current,
            }
          : area.current,
    });
    menu.current?.open();
  };

  return (
    <>
      <div ref={area} className="ui secondary segment" tabIndex={0} onContextMenu={openMenu}>
        Right-click in this area, or focus it and press the Menu key (or Shift+F10), to open its menu where
        you are.
      </div>
      <Popup
        ref={menu}
        anchor={at}
        trigger="outsideClick"
        placement="bottom left"
        basic
        aria-label="Actions"
        content={({ close }) => (
          <div className="ui secondary vertical menu">
            {ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className="item"
                onClick={() => {
                  setChosen(action);
                  close();
                }}
              >
                {action}
              </button>
            ))}
          </div>
        )}
      />
      <p aria-live="polite">Chosen: {chosen}</p>
    </>
  );
}

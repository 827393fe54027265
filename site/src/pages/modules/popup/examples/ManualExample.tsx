import { useRef, useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Popup, type PopupHandle } from 'sui-react/popup';

export default function ManualExample() {
  const popup = useRef<PopupHandle>(null);
  const [allowed, setAllowed] = useState(true);

  const openIfAllowed = () => {
    if (allowed) popup.current?.open();
  };

  return (
    <>
      <Popup ref={popup} content="Manual" trigger="manual">
        <div className="ui segment" tabIndex={0}>
          This segment shows its popup only when a button below asks.
        </div>
      </Popup>
      <div>
        <button type="button" className="ui button" onClick={() => popup.current?.open()}>
          Open!
        </button>
        <button type="button" className="ui button" onClick={openIfAllowed}>
          Conditionally Open!
        </button>
        <button type="button" className="ui button" onClick={() => popup.current?.toggle()}>
          Toggle!
        </button>
        <button type="button" className="ui button" onClick={() => popup.current?.close()}>
          Close!
        </button>
      </div>
      <Checkbox label="Allow the conditional opening" checked={allowed} onChange={setAllowed} />
    </>
  );
}

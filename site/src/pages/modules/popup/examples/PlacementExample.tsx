import { useState } from 'react';
import { POPUP_PLACEMENTS, Popup, type PopupPlacement } from 'sui-react/popup';
import { Select } from 'sui-react/select';

export default function PlacementExample() {
  const [placement, setPlacement] = useState<PopupPlacement>('bottom right');

  return (
    <>
      <Popup content="You can customise my placement!" inverted placement={placement}>
        <div className="ui card" tabIndex={0}>
          <div className="content">
            <div className="header">Positioning</div>
            <div className="description">Popup placement can be anywhere around the content.</div>
          </div>
        </div>
      </Popup>
      <div className="ui form">
        <div className="field">
          <label id="popup-placement">Placement</label>
          <Select
            selection
            searchable
            options={POPUP_PLACEMENTS}
            value={placement}
            onChange={(next) => next && setPlacement(next)}
            aria-labelledby="popup-placement"
          />
        </div>
      </div>
    </>
  );
}

import { useState } from 'react';
import { POPUP_PLACEMENTS, Popup, type PopupPlacement } from 'sui-react/popup';

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
        <div className="inline field">
          <label htmlFor="popup-placement">Placement</label>
          <select
            id="popup-placement"
            className="ui dropdown"
            value={placement}
            onChange={(event) => setPlacement(event.target.value as PopupPlacement)}
          >
            {POPUP_PLACEMENTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}

import { Popup, type PopupSize } from 'sui-react/popup';

const SIZES: Array<PopupSize | undefined> = ['mini', 'tiny', 'small', undefined, 'large', 'huge'];

export default function SizeExample() {
  return (
    <div>
      {SIZES.map((size) => (
        <Popup key={size ?? 'standard'} size={size} content={`Hello, this is a ${size ?? 'standard'} popup`}>
          <button
            type="button"
            className="ui circular basic icon button"
            aria-label={`${size ?? 'Standard'} popup`}
          >
            <i className="star icon" aria-hidden="true" />
          </button>
        </Popup>
      ))}
    </div>
  );
}

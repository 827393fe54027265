import { Popup } from 'sui-react/popup';

export default function BasicExample() {
  return (
    <Popup header="Example" content="This is an example popup">
      <button type="button" className="ui green icon button" aria-label="Add">
        <i className="add icon" aria-hidden="true" />
      </button>
    </Popup>
  );
}

import { useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Dropdown, DropdownItem, DropdownMenu } from 'sui-react/dropdown';

export default function ControlsExample() {
  const [open, setOpen] = useState(false);
  const [disabled, setDisabled] = useState(false);

  return (
    <>
      <p>You can use the keyboard to navigate the dropdown.</p>
      <div className="dropdown-example-controls">
        <Dropdown
          text="Dropdown"
          className="primary button"
          open={open}
          onOpenChange={setOpen}
          disabled={disabled}
        >
          <DropdownMenu>
            <DropdownItem>Item 1</DropdownItem>
            <DropdownItem disabled>Disabled Item</DropdownItem>
            <Dropdown text="Nested">
              <DropdownMenu>
                <DropdownItem>Sub-item 1</DropdownItem>
                <DropdownItem>Sub-item 2</DropdownItem>
              </DropdownMenu>
            </Dropdown>
            <DropdownItem>Item 4</DropdownItem>
          </DropdownMenu>
        </Dropdown>
        <button type="button" className="ui secondary button" onClick={() => setOpen(!open)}>
          Toggle Dropdown
        </button>
        <Checkbox label="Disabled?" checked={disabled} onChange={setDisabled} />
      </div>
      <p className="dropdown-example-output">
        Dropdown open: <code>{String(open)}</code>
      </p>
    </>
  );
}

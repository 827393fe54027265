import { Dropdown, DropdownItem, DropdownMenu } from 'sui-react/dropdown';

export default function StyledExample() {
  return (
    <>
      <p>
        (<code>autoClose</code> set to <code>disabled</code>)
      </p>
      <Dropdown text="Pointing" button pointing className="primary" autoClose="disabled">
        <DropdownMenu>
          <DropdownItem>Item 1</DropdownItem>
          <DropdownItem>Item 2</DropdownItem>
        </DropdownMenu>
      </Dropdown>
      <Dropdown
        text="Right"
        icon="caret right"
        className="secondary left pointing button"
        autoClose="disabled"
      >
        <DropdownMenu>
          <DropdownItem>Item 1</DropdownItem>
          <DropdownItem>Item 2</DropdownItem>
        </DropdownMenu>
      </Dropdown>
      <div className="ui segment">
        <p>
          (<code>autoClose</code> set to <code>outsideClick</code>)
        </p>
        <Dropdown text="Floating" floating autoClose="outsideClick">
          <DropdownMenu>
            <DropdownItem>Item 1</DropdownItem>
            <DropdownItem>Item 2</DropdownItem>
            <DropdownItem>Item 3</DropdownItem>
          </DropdownMenu>
        </Dropdown>
      </div>
    </>
  );
}

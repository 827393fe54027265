import { Dropdown, DropdownDivider, DropdownHeader, DropdownItem, DropdownMenu } from 'sui-react/dropdown';

export default function VersatilityExample() {
  return (
    <nav className="ui menu" aria-label="Shop">
      <a className="item" href="#/modules/dropdown">
        Home
      </a>
      <Dropdown text="Shopping" pointing className="link item">
        <DropdownMenu>
          <DropdownHeader>Categories</DropdownHeader>
          <Dropdown text="Clothing">
            <DropdownMenu>
              <DropdownHeader>Mens</DropdownHeader>
              <DropdownItem>Shirts</DropdownItem>
              <DropdownItem>Pants</DropdownItem>
              <DropdownItem>Jeans</DropdownItem>
              <DropdownItem>Shoes</DropdownItem>
              <DropdownDivider />
              <DropdownHeader>Womens</DropdownHeader>
              <DropdownItem>Dresses</DropdownItem>
              <DropdownItem>Shoes</DropdownItem>
              <DropdownItem>Bags</DropdownItem>
            </DropdownMenu>
          </Dropdown>
          <DropdownItem>Home Goods</DropdownItem>
          <DropdownItem>Bedroom</DropdownItem>
          <DropdownDivider />
          <DropdownHeader>Order</DropdownHeader>
          <DropdownItem>Status</DropdownItem>
          <DropdownItem>Cancellations</DropdownItem>
        </DropdownMenu>
      </Dropdown>
      <a className="item" href="#/modules/dropdown">
        Forums
      </a>
      <a className="item" href="#/modules/dropdown">
        Contact Us
      </a>
    </nav>
  );
}

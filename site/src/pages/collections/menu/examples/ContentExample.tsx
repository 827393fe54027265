import { Input } from 'sui-react/input';
import { Menu } from 'sui-react/menu';

// A vertical menu with headers, groups of items, icons and an input in an item.
export default function ContentExample() {
  return (
    <Menu as="nav" aria-label="Account" vertical>
      <Menu.Item>
        <Input icon="search" placeholder="Search…" aria-label="Search the account" />
      </Menu.Item>
      <Menu.Item>
        <Menu.Header>Products</Menu.Header>
        <Menu.Menu>
          <Menu.Item href="#enterprise" name="enterprise" />
          <Menu.Item href="#consumer" name="consumer" active />
        </Menu.Menu>
      </Menu.Item>
      <Menu.Item>
        <Menu.Header content="Support" />
        <Menu.Menu>
          <Menu.Item href="#email" icon="mail" name="eMailSupport" />
          <Menu.Item href="#faq" icon="question circle outline" name="faq" content="FAQs" />
        </Menu.Menu>
      </Menu.Item>
      <Menu.Item disabled name="archive" href="#archive" />
    </Menu>
  );
}
